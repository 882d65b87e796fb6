// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CLOSED_GRACE_MS,
  createRecaptchaCaptcha,
  type Grecaptcha,
  type RecaptchaRenderParameters,
} from '../../../src/adapters/captcha/recaptcha-captcha.ts';
import type { ScriptLoader } from '../../../src/adapters/scripts/script-loader.ts';

/** What the fake widget does when executed. */
type Behaviour = 'solve' | 'expire' | 'error' | 'close' | 'nothing' | 'throw';

let behaviour: Behaviour;
let rendered: { container: HTMLElement; parameters: RecaptchaRenderParameters }[];
let calls: string[];
let solved: number;

/** Shows and hides a challenge box the way reCAPTCHA v2 does: a body child holding its frame. */
function showThenHideChallenge() {
  const box = document.createElement('div');
  box.style.visibility = 'hidden';
  const frame = document.createElement('iframe');
  frame.src = 'https://www.google.com/recaptcha/api2/bframe?hl=pt-BR';
  box.append(document.createElement('div'), frame);
  document.body.append(box);
  setTimeout(() => {
    box.style.visibility = 'visible';
    setTimeout(() => {
      box.style.visibility = 'hidden';
    }, 10);
  }, 10);
}

const fakeGrecaptcha: Grecaptcha = {
  ready: (callback) => {
    calls.push('ready');
    setTimeout(callback, 0);
  },
  render: (container, parameters) => {
    calls.push('render');
    rendered.push({ container, parameters });
    return rendered.length - 1;
  },
  reset: (id) => {
    calls.push(`reset:${id}`);
  },
  execute: (id) => {
    calls.push(`execute:${id}`);
    const widget = rendered[id]?.parameters;
    if (!widget) throw new Error('Invalid widget id');
    if (behaviour === 'throw') throw new Error('reCAPTCHA placeholder element must be empty');
    const later = (then: () => void) => setTimeout(then, 5);
    if (behaviour === 'solve')
      later(() => {
        widget.callback(`token-${++solved}`);
      });
    if (behaviour === 'expire') later(widget['expired-callback']);
    if (behaviour === 'error') later(widget['error-callback']);
    if (behaviour === 'close') showThenHideChallenge();
  },
};

/** A loader that "runs" Google's script by installing the fake API, or fails like a 404. */
function fakeScripts(outcome: 'loads' | 'fails' | 'loads-without-api' = 'loads') {
  const urls: string[] = [];
  const scripts: ScriptLoader = {
    load: (url) => {
      urls.push(url);
      if (outcome === 'fails') return Promise.reject(new Error('404'));
      if (outcome === 'loads') window.grecaptcha = fakeGrecaptcha;
      return Promise.resolve();
    },
  };
  return { scripts, urls };
}

function captchaWith(scripts: ScriptLoader, timeoutMs = 2_000) {
  return createRecaptchaCaptcha({
    siteKey: 'site-key-1',
    scriptUrl: 'https://www.google.com/recaptcha/api.js',
    timeoutMs,
    scripts,
  });
}

beforeEach(() => {
  behaviour = 'solve';
  rendered = [];
  calls = [];
  solved = 0;
});
afterEach(() => {
  delete window.grecaptcha;
  document.body.replaceChildren();
  vi.useRealTimers();
});

describe('the reCAPTCHA adapter', () => {
  it('loads nothing until a challenge is asked for', () => {
    const { scripts, urls } = fakeScripts();
    captchaWith(scripts);
    expect(urls).toEqual([]);
  });

  it('loads the explicit-render script once, renders one invisible widget, resolves each token', async () => {
    const { scripts, urls } = fakeScripts();
    const captcha = captchaWith(scripts);

    expect(await captcha.execute('token')).toBe('token-1');
    expect(await captcha.execute('resend')).toBe('token-2');

    expect(urls).toEqual(['https://www.google.com/recaptcha/api.js?render=explicit&hl=pt-BR']);
    expect(rendered).toHaveLength(1);
    expect(rendered[0]?.parameters).toMatchObject({
      sitekey: 'site-key-1',
      size: 'invisible',
      badge: 'bottomright',
    });
    expect(rendered[0]?.container.isConnected).toBe(true);
    expect(calls).toEqual(['ready', 'render', 'reset:0', 'execute:0', 'reset:0', 'execute:0']);
  });

  it.each([
    ['the script fails to load', 'fails', 'solve', 'load'],
    ['the script defines no grecaptcha', 'loads-without-api', 'solve', 'load'],
    ['the response expires', 'loads', 'expire', 'expired'],
    ['the widget reports an error', 'loads', 'error', 'error'],
    ['execute throws', 'loads', 'throw', 'error'],
  ] as const)('rejects when %s', async (_name, outcome, then, reason) => {
    behaviour = then;
    const { scripts } = fakeScripts(outcome);
    await expect(captchaWith(scripts).execute('token')).rejects.toMatchObject({
      name: 'CaptchaError',
      reason,
    });
  });

  it('rejects a challenge the customer closed, after the grace for a late callback', async () => {
    behaviour = 'close';
    const { scripts } = fakeScripts();
    const started = Date.now();
    await expect(captchaWith(scripts, 10_000).execute('token')).rejects.toMatchObject({
      reason: 'closed',
    });
    expect(Date.now() - started).toBeGreaterThanOrEqual(CLOSED_GRACE_MS);
    expect(Date.now() - started).toBeLessThan(CLOSED_GRACE_MS + 1_000);
  });

  it('rejects when no answer comes before the timeout', async () => {
    behaviour = 'nothing';
    const { scripts } = fakeScripts();
    await expect(captchaWith(scripts, 50).execute('token')).rejects.toMatchObject({
      reason: 'timeout',
    });
  });

  it('tries the script again after a failed load, and works then', async () => {
    let fail = true;
    const urls: string[] = [];
    const scripts: ScriptLoader = {
      load: (url) => {
        urls.push(url);
        if (fail) return Promise.reject(new Error('offline'));
        window.grecaptcha = fakeGrecaptcha;
        return Promise.resolve();
      },
    };
    const captcha = captchaWith(scripts);
    await expect(captcha.execute('token')).rejects.toMatchObject({ reason: 'load' });
    fail = false;
    expect(await captcha.execute('token')).toBe('token-1');
    expect(urls).toHaveLength(2);
  });

  it('works again after a failed challenge, with the same widget', async () => {
    const { scripts } = fakeScripts();
    const captcha = captchaWith(scripts);
    behaviour = 'expire';
    await expect(captcha.execute('token')).rejects.toMatchObject({ reason: 'expired' });
    behaviour = 'solve';
    expect(await captcha.execute('token')).toBe('token-1');
    expect(rendered).toHaveLength(1);
  });
});
