import type { ScriptLoader } from '../scripts/script-loader.ts';

/** Marks the injected script, so no second copy is ever added to the page. */
export const SESSION_RECORDING_ATTRIBUTE = 'data-session-recording';

/** A recorder is not worth holding anything up for; after this long it is given up. */
export const SESSION_RECORDING_LOAD_TIMEOUT_MS = 30_000;

/** Injects the session-recording script unless the page already has it. */
export async function loadSessionRecording(
  scriptUrl: string,
  scripts: ScriptLoader,
  doc: Document = document,
): Promise<void> {
  if (doc.querySelector(`script[${SESSION_RECORDING_ATTRIBUTE}]`)) return;
  await scripts.load(scriptUrl, {
    timeoutMs: SESSION_RECORDING_LOAD_TIMEOUT_MS,
    attributes: { [SESSION_RECORDING_ATTRIBUTE]: '' },
  });
}
