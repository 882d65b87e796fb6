// @vitest-environment jsdom
// jsdom, not happy-dom as the other DOM tests: jsdom fetches no script, so the test plays the
// browser's part; happy-dom would try the URLs itself and end each load on its own.
import { afterEach, describe, expect, it } from 'vitest';
import {
  createScriptLoader,
  ScriptLoadError,
} from '../../../src/adapters/scripts/script-loader.ts';

const ORIGIN = 'https://scripts.exemplo.invalid';

function injected(): HTMLScriptElement[] {
  return [...document.head.querySelectorAll('script')];
}

/** jsdom does not fetch scripts: the test plays the browser's part. */
function finish(script: HTMLScriptElement | undefined, event: 'load' | 'error') {
  if (!script) throw new Error('No script was injected.');
  script.dispatchEvent(new Event(event));
}

afterEach(() => {
  document.head.replaceChildren();
});

describe('the script loader', () => {
  it('injects an async script once per URL, with its attributes', async () => {
    const loader = createScriptLoader([ORIGIN]);
    const first = loader.load(`${ORIGIN}/a.js`, { timeoutMs: 1_000, attributes: { 'data-x': '' } });
    const second = loader.load(`${ORIGIN}/a.js`, { timeoutMs: 1_000 });
    expect(injected()).toHaveLength(1);
    const [script] = injected();
    expect(script?.src).toBe(`${ORIGIN}/a.js`);
    expect(script?.async).toBe(true);
    expect(script?.hasAttribute('data-x')).toBe(true);
    finish(script, 'load');
    await expect(first).resolves.toBeUndefined();
    await expect(second).resolves.toBeUndefined();
    expect(second).toBe(first);
  });

  it('refuses a URL outside the configured origins without touching the page', async () => {
    const loader = createScriptLoader([ORIGIN]);
    for (const url of ['https://evil.invalid/a.js', 'not a url', `${ORIGIN}.evil.invalid/a.js`]) {
      await expect(loader.load(url, { timeoutMs: 1_000 })).rejects.toEqual(
        new ScriptLoadError('not-allowed', url),
      );
    }
    expect(injected()).toHaveLength(0);
  });

  it('forgets a failed load, removing its element, so the next call tries again', async () => {
    const loader = createScriptLoader([ORIGIN]);
    const failed = loader.load(`${ORIGIN}/a.js`, { timeoutMs: 1_000 });
    finish(injected()[0], 'error');
    await expect(failed).rejects.toMatchObject({ reason: 'failed' });
    expect(injected()).toHaveLength(0);

    const retried = loader.load(`${ORIGIN}/a.js`, { timeoutMs: 1_000 });
    finish(injected()[0], 'load');
    await expect(retried).resolves.toBeUndefined();
  });

  it('gives up after the timeout', async () => {
    const loader = createScriptLoader([ORIGIN]);
    await expect(loader.load(`${ORIGIN}/slow.js`, { timeoutMs: 20 })).rejects.toMatchObject({
      reason: 'timeout',
    });
    expect(injected()).toHaveLength(0);
  });
});
