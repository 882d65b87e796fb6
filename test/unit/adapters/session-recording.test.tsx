// @vitest-environment happy-dom
import { renderHook, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ScriptLoader } from '../../../src/adapters/scripts/script-loader.ts';
import {
  loadSessionRecording,
  SESSION_RECORDING_ATTRIBUTE,
} from '../../../src/adapters/session-recording/load-session-recording.ts';
import {
  createSessionRecording,
  noSessionRecording,
  type SessionRecording,
} from '../../../src/adapters/session-recording/session-recording.ts';
import { useSessionRecording } from '../../../src/adapters/session-recording/use-session-recording.ts';

const URL_ = 'https://rec.exemplo.invalid/recorder.js';
const INTEGRITY = 'sha384-oqVuAfXRKap7fdgcCY5uykM6+R9GqQ8K/uxy9rx7HNQlGYl1kPzQho1wx4JwY8wC';
const RECORDER = { scriptUrl: URL_, integrity: INTEGRITY };

function fakeScripts() {
  const load = vi.fn<ScriptLoader['load']>(() => Promise.resolve());
  return { load };
}

afterEach(() => {
  document.head.replaceChildren();
});

describe('session recording', () => {
  it('is injected once when the register shell mounts under StrictMode, and not on a remount', async () => {
    const scripts = fakeScripts();
    const recording = createSessionRecording(RECORDER, scripts);
    const first = renderHook(
      () => {
        useSessionRecording(recording);
      },
      { wrapper: StrictMode },
    );
    await waitFor(() => {
      expect(scripts.load).toHaveBeenCalledOnce();
    });
    first.unmount();
    renderHook(
      () => {
        useSessionRecording(recording);
      },
      { wrapper: StrictMode },
    );
    // A second load would start with the loader's import: wait for any import under way, and
    // for the step chained to it, instead of for some time.
    await vi.dynamicImportSettled();
    await Promise.resolve();
    expect(scripts.load).toHaveBeenCalledOnce();
    expect(scripts.load).toHaveBeenCalledWith(URL_, {
      timeoutMs: expect.any(Number) as unknown,
      // Its integrity value, fetched with CORS so the browser checks it (issue 28).
      attributes: {
        [SESSION_RECORDING_ATTRIBUTE]: '',
        integrity: INTEGRITY,
        crossorigin: 'anonymous',
      },
    });
  });

  it('loads nothing when no URL is configured', () => {
    const start = vi.spyOn(noSessionRecording, 'start');
    renderHook(() => {
      useSessionRecording(noSessionRecording);
    });
    expect(start).toHaveBeenCalled();
    expect(document.querySelectorAll('script')).toHaveLength(0);
  });

  it('never adds a second copy to a page that already has one', async () => {
    const existing = document.createElement('script');
    existing.setAttribute(SESSION_RECORDING_ATTRIBUTE, '');
    document.head.append(existing);
    const scripts = fakeScripts();
    await loadSessionRecording(RECORDER, scripts);
    expect(scripts.load).not.toHaveBeenCalled();
  });

  it('reports a failed load without throwing, and does not retry', async () => {
    const load = vi.fn<ScriptLoader['load']>(() => Promise.reject(new Error('blocked')));
    const report = vi.fn();
    const recording: SessionRecording = createSessionRecording(RECORDER, { load }, report);
    recording.start();
    await waitFor(() => {
      expect(report).toHaveBeenCalledOnce();
    });
    recording.start();
    expect(load).toHaveBeenCalledOnce();
  });
});
