import { and } from 'xstate';
import {
  STATUSES_BY_ACTOR,
  type ApiActor,
  type ClientStatus,
  type ErrorBodyStatus,
  type StatusOf,
} from './statuses.ts';

/**
 * Guard builders. A call's status guard accepts only the statuses that call can answer, and
 * they all share one guard implementation (`hasStatus`), so charts and paths name them alike.
 */
function statusGuard<A extends ApiActor>() {
  return (value: StatusOf<A>) => ({ type: 'hasStatus', params: { status: value } }) as const;
}

/** Keys of `Given` beyond `Allowed`, each typed `never`: an object with one of them is refused. */
type Only<Given, Allowed extends PropertyKey> = Given & {
  readonly [Key in Exclude<keyof Given, Allowed>]: never;
};

/**
 * One answer to a status, without its guard: `byStatus` gives it the guard of the status it is
 * keyed by, so key and guard cannot disagree (an entry that brings a guard of its own fails the
 * typecheck). `clientStatus` narrows INVALID_CLIENT_STATUS by the client status it names.
 */
export interface StatusAnswer {
  readonly target?: unknown;
  readonly actions?: unknown;
  readonly guard?: never;
  readonly clientStatus?: ClientStatus;
}

/** Guard: an INVALID_CLIENT_STATUS answer names this client status. */
export function clientStatus(value: ClientStatus) {
  return { type: 'hasClientStatus', params: { clientStatus: value } } as const;
}

function answersOf<A extends ApiActor>(actor: A) {
  const guardOf = statusGuard<A>();
  return <const Answers extends Readonly<Record<StatusOf<A>, readonly StatusAnswer[]>>>(
    answers: Only<Answers, StatusOf<A>>,
  ) => {
    type Answer = Answers[StatusOf<A>][number];
    const table: Readonly<Record<StatusOf<A>, readonly Answer[]>> = answers;
    const statuses: readonly StatusOf<A>[] = STATUSES_BY_ACTOR[actor];
    // In the list's order, each entry's answers in theirs, each guarded on the status it is keyed by.
    return statuses.flatMap((key) =>
      table[key].map(({ clientStatus: named, ...answer }: Answer) => ({
        guard: named === undefined ? guardOf(key) : and([guardOf(key), clientStatus(named)]),
        ...answer,
      })),
    );
  };
}

/**
 * A call's answers by status, one entry for **every** status its list in `statuses.ts` names:
 * each entry holds the transitions taken on that status, in order, or none (`[]`) when the
 * status goes to the step's fallback like a status no list names. A status added to a list thus
 * fails the typecheck in the step that invokes the call until the step says what it does with it.
 * Returns the transitions flat, in the list's order, each guarded on its key, for `onDone`.
 */
export const byStatus = {
  token: answersOf('requestToken'),
  question: answersOf('fetchQuestion'),
  answer: answersOf('submitAnswer'),
  register: answersOf('register'),
  resend: answersOf('resendEmail'),
  nonClient: answersOf('registerNonClient'),
};

/** Guard: the call failed with an HTTP error whose JSON body carries this status. */
export function failedWith(value: ErrorBodyStatus) {
  return { type: 'failedWithStatus', params: { status: value } } as const;
}
