import type { ScriptLoader } from '../scripts/script-loader.ts';

/** Marks the injected script, so no second copy is ever added to the page. */
export const SESSION_RECORDING_ATTRIBUTE = 'data-session-recording';

/** A recorder is not worth holding anything up for; after this long it is given up. */
export const SESSION_RECORDING_LOAD_TIMEOUT_MS = 30_000;

/** The vendor's exact script and the hash its bytes must have (Subresource Integrity). */
export interface RecorderScript {
  scriptUrl: string;
  integrity: string;
}

/**
 * Injects the session-recording script unless the page already has it, with its integrity
 * value: a script whose bytes differ does not run. Fetched with CORS (`crossorigin`), as the
 * browser checks the integrity of another origin's script only then.
 */
export async function loadSessionRecording(
  { scriptUrl, integrity }: RecorderScript,
  scripts: ScriptLoader,
  doc: Document = document,
): Promise<void> {
  if (doc.querySelector(`script[${SESSION_RECORDING_ATTRIBUTE}]`)) return;
  await scripts.load(scriptUrl, {
    timeoutMs: SESSION_RECORDING_LOAD_TIMEOUT_MS,
    attributes: { [SESSION_RECORDING_ATTRIBUTE]: '', integrity, crossorigin: 'anonymous' },
  });
}
