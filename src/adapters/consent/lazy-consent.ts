import type { ConsentRecorder, HttpConsentOptions, createHttpConsent } from './consent.ts';

/**
 * The consent recorder whose code (the record's shape, the POST) loads with the first record, at
 * the register call, not before the register screen is interactive (that screen's budget,
 * docs/decisions/025-bytes-before-interactive.md). `fetch` is taken now, at start-up, as the
 * eager recorder took it: a session recorder that wraps `window.fetch` later never sees the
 * record. A chunk that fails to load is the consent's network failure, which never blocks sign-up.
 */
export function lazyConsent(
  load: () => Promise<{ createHttpConsent: typeof createHttpConsent }>,
  options: HttpConsentOptions,
): ConsentRecorder {
  const send = options.send ?? globalThis.fetch.bind(globalThis);
  let loading: Promise<ConsentRecorder> | undefined;
  return {
    async record(subject) {
      loading ??= load().then(({ createHttpConsent }) => createHttpConsent({ ...options, send }));
      try {
        return await (await loading).record(subject);
      } catch {
        loading = undefined;
        const failure = { form: subject.form, reason: 'network' } as const;
        options.report?.(failure);
        return { recorded: false, failure };
      }
    },
  };
}
