import type { ApiActor, ClientStatus, ErrorBodyStatus, StatusOf } from './statuses.ts';

/**
 * Guard builders. Each call's `status` guard accepts only the statuses that call can answer
 * (`status.token('SUCESS')` fails the typecheck), and they all share one guard implementation
 * (`hasStatus`), so charts and paths name them alike.
 */
function statusGuard<A extends ApiActor>() {
  return (value: StatusOf<A>) => ({ type: 'hasStatus', params: { status: value } }) as const;
}

/** Guard: the call answered with this status. */
export const status = {
  token: statusGuard<'requestToken'>(),
  question: statusGuard<'fetchQuestion'>(),
  answer: statusGuard<'submitAnswer'>(),
  register: statusGuard<'register'>(),
  resend: statusGuard<'resendEmail'>(),
  nonClient: statusGuard<'registerNonClient'>(),
};

/** Guard: the call failed with an HTTP error whose JSON body carries this status. */
export function failedWith(value: ErrorBodyStatus) {
  return { type: 'failedWithStatus', params: { status: value } } as const;
}

/** Guard: an INVALID_CLIENT_STATUS answer names this client status. */
export function clientStatus(value: ClientStatus) {
  return { type: 'hasClientStatus', params: { clientStatus: value } } as const;
}
