import { useEffect } from 'react';
import type { SessionRecording } from './session-recording.ts';

/**
 * Starts session recording when the register shell mounts. Call it in the register page only,
 * never in the layout, so static pages load nothing; the adapter makes it once per page load.
 */
export function useSessionRecording(recording: SessionRecording): void {
  useEffect(() => {
    recording.start();
  }, [recording]);
}
