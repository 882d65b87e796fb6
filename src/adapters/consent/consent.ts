import type { Fingerprint } from '../fingerprint/fingerprint.ts';
import { consentRecordOf, type ConsentForm, type ConsentSubject } from './consent-record.ts';

export type { ConsentSubject } from './consent-record.ts';

/** Why a consent was not recorded. Carries no personal data, by construction. */
export interface ConsentFailure {
  form: ConsentForm;
  reason: 'timeout' | 'network' | 'http';
  httpStatus?: number;
}

export type ConsentOutcome = { recorded: true } | { recorded: false; failure: ConsentFailure };

/** Records a consent with the consent-management provider before the registration is sent. */
export interface ConsentRecorder {
  /** Settles within the configured timeout and never rejects: a failure must not block sign-up. */
  record(subject: ConsentSubject): Promise<ConsentOutcome>;
}

export interface HttpConsentOptions {
  /** Absolute, or a path on the portal's origin (the sandbox's endpoint by default). */
  url: string;
  /** The `authorization` header's value. */
  authorization: string;
  /** The whole budget: fingerprint, then POST. */
  timeoutMs: number;
  fingerprint: Fingerprint;
  /** Where a failure is told; it only ever receives a `ConsentFailure`. */
  report?: (failure: ConsentFailure) => void;
  /** The `fetch` to post with; default: the one there when the recorder is made. */
  send?: typeof fetch;
}

/** The default report: one console line a support engineer can grep, with no personal data. */
export function reportToConsole(failure: ConsentFailure): void {
  const status = failure.httpStatus === undefined ? '' : ` ${failure.httpStatus}`;
  console.warn(`Consent not recorded (form ${failure.form}): ${failure.reason}${status}.`);
}

function sleep(ms: number): Promise<undefined> {
  return new Promise((resolve) => setTimeout(resolve, ms, undefined));
}

/**
 * POSTs the consent record as JSON with the configured authorization header. The fingerprint
 * gets at most half the budget (a missing one is left out, never waited for), the POST the rest.
 */
export function createHttpConsent(options: HttpConsentOptions): ConsentRecorder {
  const report = options.report ?? reportToConsole;
  // Taken at start-up, like the API client's: a recorder wrapping window.fetch later never sees
  // the record (contact data, CPF, fingerprint).
  const send = options.send ?? globalThis.fetch.bind(globalThis);

  async function post(subject: ConsentSubject): Promise<ConsentOutcome> {
    const started = Date.now();
    const fingerprint = await Promise.race([
      options.fingerprint.visitorId(),
      sleep(Math.floor(options.timeoutMs / 2)),
    ]);
    const remaining = Math.max(1, options.timeoutMs - (Date.now() - started));
    const fail = (reason: ConsentFailure['reason'], httpStatus?: number): ConsentOutcome => {
      const failure: ConsentFailure = {
        form: subject.form,
        reason,
        ...(httpStatus === undefined ? {} : { httpStatus }),
      };
      report(failure);
      return { recorded: false, failure };
    };

    let response: Response;
    try {
      response = await send(options.url, {
        method: 'POST',
        headers: {
          accept: 'application/json',
          'content-type': 'application/json',
          authorization: options.authorization,
        },
        body: JSON.stringify(consentRecordOf(subject, fingerprint)),
        // A third party gets no cookies of the portal's.
        credentials: 'omit',
        signal: AbortSignal.timeout(remaining),
      });
    } catch (error) {
      const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
      return fail(timedOut ? 'timeout' : 'network');
    }
    // The provider's answer is not shown (spec section 7): any 2xx is a record.
    return response.ok ? { recorded: true } : fail('http', response.status);
  }

  return {
    record: (subject) =>
      post(subject).catch((): ConsentOutcome => {
        // Nothing expected throws here; if something does, it still must not block sign-up.
        const failure: ConsentFailure = { form: subject.form, reason: 'network' };
        try {
          report(failure);
        } catch {
          // A broken reporter is no reason to stop a registration.
        }
        return { recorded: false, failure };
      }),
  };
}
