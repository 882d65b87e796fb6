// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { lazyComponent } from '../../../src/components/lazy-component.tsx';

afterEach(cleanup);

function Page() {
  return <h1>Central de ajuda</h1>;
}

/** A module load the test settles by hand. */
function manualLoad() {
  const calls: { resolve: () => void; reject: () => void }[] = [];
  const load = () =>
    new Promise<typeof Page>((resolve, reject) => {
      calls.push({
        resolve: () => {
          resolve(Page);
        },
        reject: () => {
          reject(new Error('offline'));
        },
      });
    });
  return { load, calls };
}

describe('a component whose code loads on demand', () => {
  it('says its code is here only once it has arrived', async () => {
    const { load, calls } = manualLoad();
    const part = lazyComponent(load);
    expect(part.isLoaded()).toBe(false);
    const loading = part.preload();
    expect(part.isLoaded()).toBe(false);
    calls[0]?.resolve();
    await loading;
    expect(part.isLoaded()).toBe(true);
  });

  it('after a failed load, is not loaded and fetches again when asked', async () => {
    const { load, calls } = manualLoad();
    const part = lazyComponent(load);
    const failed = part.preload();
    calls[0]?.reject();
    await expect(failed).rejects.toThrow('offline');
    expect(part.isLoaded()).toBe(false);
    const again = part.preload();
    expect(calls).toHaveLength(2);
    calls[1]?.resolve();
    await again;
    expect(part.isLoaded()).toBe(true);
  });

  it('draws on its first render once loaded: nothing suspends', async () => {
    const { load, calls } = manualLoad();
    const part = lazyComponent(load);
    const loading = part.preload();
    calls[0]?.resolve();
    await loading;
    render(
      <Suspense fallback={<p>carregando</p>}>
        <part.Component />
      </Suspense>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Central de ajuda');
  });

  it('suspends while its code is on the way, then draws', async () => {
    const { load, calls } = manualLoad();
    const part = lazyComponent(load);
    render(
      <Suspense fallback={<p>carregando</p>}>
        <part.Component />
      </Suspense>,
    );
    expect(screen.getByText('carregando')).toBeTruthy();
    await act(async () => {
      calls[0]?.resolve();
      await part.preload();
    });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Central de ajuda');
  });
});
