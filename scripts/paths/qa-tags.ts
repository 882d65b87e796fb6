import type { RegistrationSnapshot } from '../../paths/coverage.ts';
import { BRANDS } from '../../content/brands/index.ts';
import type { MachineId } from '../../machines/registry.ts';
import { fieldsOf, topStepOf } from '../../machines/shared/records.ts';
import type { ModelPath } from '../../paths/coverage.ts';
import {
  actorIdOf,
  isDoneActorEvent,
  isErrorActorEvent,
  type ModelEvent,
} from '../../paths/events.ts';
import { ROUTE_TABLES } from '../../routes/route-tables.ts';

/**
 * The tags of a QA case's scenario (docs/qa-exports.md lists them), so QA select a subset with
 * `npm run qa:cucumber -- --tags '…'`: the machine, each brand whose screen runs it, every server
 * status the path meets and how it ends. Lower-case Portuguese words, the statuses as the API
 * spells them.
 */

/** How a path ends, as its tag says. */
export const OUTCOME_TAGS = {
  /** The customer reaches “Você está quase lá!” and the last answer is a success. */
  success: '@sucesso',
  /** Too many wrong answers: the access is blocked. */
  blocked: '@bloqueado',
  /** A non-customer is sent to the digital sign-up. */
  forwarded: '@encaminhado',
  /** The last answer is a status that refuses (the customer stays, or goes back). */
  refused: '@recusado',
  /** A call fails (no answer, HTTP 500, the captcha): the customer can try again. */
  failed: '@falha',
} as const;

/** A call that fails without an answer (network, timeout): no status to name. */
export const NO_ANSWER_TAG = '@sem-resposta';
/** The captcha fails (the sandbox captcha's switch). */
export const CAPTCHA_FAILURE_TAG = '@captcha-falha';
const CAPTCHA_CALLS: ReadonlySet<string> = new Set(['captcha', 'resendCaptcha']);

/** The brands (`client_id`) whose screens run the machine: its register screen or its sign-up. */
export function brandsOf(id: MachineId): string[] {
  return Object.values(BRANDS)
    .filter(({ routeTable }) => {
      const table = ROUTE_TABLES[routeTable];
      return id === 'digital' ? table.digitalSignUp : table.register.machine === id;
    })
    .map((brand) => brand.id);
}

/** The statuses the server answers on the path, in order met; the failures without one. */
function statusTags(events: readonly ModelEvent[]): string[] {
  return events.flatMap((event) => {
    if (isDoneActorEvent(event)) {
      const { status } = fieldsOf(event.output);
      return typeof status === 'string' ? [`@status-${status}`] : [];
    }
    if (!isErrorActorEvent(event)) return [];
    const { kind, httpStatus, status } = event.error;
    if (kind !== 'http') {
      return [CAPTCHA_CALLS.has(actorIdOf(event)) ? CAPTCHA_FAILURE_TAG : NO_ANSWER_TAG];
    }
    return [`@http-${String(httpStatus)}`, ...(status === undefined ? [] : [`@status-${status}`])];
  });
}

/** Whether a server answer lets the customer go on: SUCCESS (with its token, for the CPF). */
function isSuccess(event: ModelEvent): boolean {
  if (!isDoneActorEvent(event)) return false;
  const { status, token } = fieldsOf(event.output);
  if (status === undefined) return true;
  return status === 'SUCCESS' && (actorIdOf(event) !== 'requestToken' || token !== undefined);
}

/** How the path ends: where it leads, else what the last answer did. */
function outcomeOf(end: RegistrationSnapshot, events: readonly ModelEvent[]): string {
  if (end.status === 'done') return OUTCOME_TAGS.forwarded;
  if (end.hasTag('blocked')) return OUTCOME_TAGS.blocked;
  const last = events.findLast((event) => isDoneActorEvent(event) || isErrorActorEvent(event));
  if (last && isErrorActorEvent(last)) return OUTCOME_TAGS.failed;
  return last && isSuccess(last) && topStepOf(end) === 'activation'
    ? OUTCOME_TAGS.success
    : OUTCOME_TAGS.refused;
}

/**
 * The scenario's tags after its id: `@default`, `@marca-refi-digital`…, `@status-CLIENT_NOT_FOUND`…,
 * then its outcome. `path` is the one the sandbox realises (its answers are what the tester meets).
 */
export function caseTags(id: MachineId, path: ModelPath): string[] {
  const events = path.steps.slice(1).map(({ event }) => event);
  return [
    ...new Set([
      `@${id}`,
      ...brandsOf(id).map((brand) => `@marca-${brand}`),
      ...statusTags(events),
      outcomeOf(path.state, events),
    ]),
  ];
}
