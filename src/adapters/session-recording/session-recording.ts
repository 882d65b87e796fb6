import type { ScriptLoader } from '../scripts/script-loader.ts';
import type { RecorderScript } from './load-session-recording.ts';

/** A session-recording vendor's script, started when the register shell mounts. */
export interface SessionRecording {
  /** Idempotent: the script is injected at most once per page load. */
  start(): void;
}

/** Nothing configured (and always under test runners): nothing is loaded. */
export const noSessionRecording: SessionRecording = { start: () => undefined };

/**
 * The configured script. The loader is its own chunk, fetched only when a register screen
 * mounts with a URL configured; `start` remembers it ran, so React StrictMode's second effect,
 * a remount and the digital sign-up route add nothing more.
 */
export function createSessionRecording(
  recording: RecorderScript,
  scripts: ScriptLoader,
  report: (error: unknown) => void = () => {
    console.warn('Session recording did not load.');
  },
): SessionRecording {
  let started = false;
  return {
    start() {
      if (started) return;
      started = true;
      import('./load-session-recording.ts')
        .then(({ loadSessionRecording }) => loadSessionRecording(recording, scripts))
        .catch(report);
    },
  };
}
