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

/** Keys of `Given` beyond `Allowed`, each typed `never`: an object with one of them is refused. */
type Only<Given, Allowed extends PropertyKey> = Given & {
  readonly [Key in Exclude<keyof Given, Allowed>]: never;
};

function answersOf<A extends ApiActor>() {
  return <const Answers extends Readonly<Record<StatusOf<A>, readonly unknown[]>>>(
    answers: Only<Answers, StatusOf<A>>,
  ): Answers[StatusOf<A>][number][] => Object.values<readonly unknown[]>(answers).flat();
}

/**
 * A call's answers by status, one entry for **every** status its list in `statuses.ts` names:
 * each entry holds the transitions guarded on that status, in order, or none (`[]`) when the
 * status goes to the step's fallback like a status no list names. A status added to a list thus
 * fails the typecheck in the step that invokes the call until the step says what it does with it.
 * Returns the transitions flat, in the entries' order, for `onDone`.
 */
export const byStatus = {
  token: answersOf<'requestToken'>(),
  question: answersOf<'fetchQuestion'>(),
  answer: answersOf<'submitAnswer'>(),
  register: answersOf<'register'>(),
  resend: answersOf<'resendEmail'>(),
  nonClient: answersOf<'registerNonClient'>(),
};

/** Guard: the call failed with an HTTP error whose JSON body carries this status. */
export function failedWith(value: ErrorBodyStatus) {
  return { type: 'failedWithStatus', params: { status: value } } as const;
}

/** Guard: an INVALID_CLIENT_STATUS answer names this client status. */
export function clientStatus(value: ClientStatus) {
  return { type: 'hasClientStatus', params: { clientStatus: value } } as const;
}
