import type { MachineId } from '../../../machines/registry.ts';
import { CALL_OF_ACTOR, planPath, type BrowserPlan } from '../../../paths/browser-plan.ts';
import { pathFromEvents, type ModelPath } from '../../../paths/coverage.ts';
import {
  actorEvents,
  actorIdOf,
  eventsFor,
  isActorEvent,
  isDoneActorEvent,
  isErrorActorEvent,
  type ModelEvent,
} from '../../../paths/events.ts';
import { machinePaths, pathModel } from '../../../paths/models.ts';

/**
 * What Firefox and WebKit walk of a variant, in one page load: the customer's happy path to the
 * activation step and its resend, where every API call of the way first fails once with an HTTP
 * 500 (the step's server-failure path: what the customer sees, then trying again) and then
 * succeeds. Built from the machine's generated paths, so a changed flow changes the walk; the
 * browser-path runner (test/browser/support/paths/run-browser-path.ts) then checks every screen
 * of it against the spec tables, as it does the Chromium walks.
 */

/** The invoked actors that are API calls (the captchas are not). */
const API_ACTORS: readonly string[] = Object.keys(CALL_OF_ACTOR);

const valueKey = (path: ModelPath) => JSON.stringify(path.state.value);

const status = (event: ModelEvent): unknown =>
  isDoneActorEvent(event) ? (event.output as { status?: unknown } | undefined)?.status : undefined;

/** A step of the happy path: what the customer does, a captcha passed, an API call's SUCCESS. */
function isHappy(event: ModelEvent): boolean {
  if (!isActorEvent(event)) return true;
  if (isErrorActorEvent(event)) return false;
  if (!API_ACTORS.includes(actorIdOf(event))) return true;
  const output = event.output as { status?: unknown; token?: unknown } | undefined;
  return output?.status === 'SUCCESS' && (actorIdOf(event) !== 'requestToken' || !!output.token);
}

const eventsOf = (path: ModelPath): ModelEvent[] => path.steps.slice(1).map(({ event }) => event);

const resent = (path: ModelPath): boolean => {
  const last = eventsOf(path).at(-1);
  return (
    last !== undefined &&
    isDoneActorEvent(last) &&
    actorIdOf(last) === 'resendEmail' &&
    status(last) === 'SUCCESS'
  );
};

function base(machineId: MachineId): ModelPath {
  const [first] = machinePaths(machineId);
  if (!first) throw new Error(`${machineId} has no generated path.`);
  return first;
}

/**
 * The fewest happy steps after `events` to a path `arrived` accepts (breadth first over the
 * states reached, each state once).
 */
function shortestHappy(
  machineId: MachineId,
  events: readonly ModelEvent[],
  arrived: (path: ModelPath) => boolean,
): ModelEvent[] {
  const { machine, samples } = pathModel(machineId);
  const from = base(machineId);
  const seen = new Set<string>();
  let frontier: ModelEvent[][] = [[]];
  while (frontier.length) {
    const next: ModelEvent[][] = [];
    for (const tail of frontier) {
      const path = pathFromEvents(machine, from, [...events, ...tail]);
      if (tail.length && arrived(path)) return tail;
      for (const event of eventsFor(path.state, samples).filter(isHappy)) {
        let after: ModelPath;
        try {
          after = pathFromEvents(machine, from, [...events, ...tail, event]);
        } catch {
          continue; // Not accepted there.
        }
        const key = `${valueKey(after)} ${event.type}`;
        if (seen.has(key)) continue;
        seen.add(key);
        next.push([...tail, event]);
      }
    }
    frontier = next;
  }
  throw new Error(`${machineId}: no happy way on from ${String(events.length)} steps.`);
}

/** The HTTP 500 an actor's call can fail with (events.ts: every call has one). */
function serverFailure(machineId: MachineId, path: ModelPath, actor: string): ModelEvent {
  const src = path.state._nodes.flatMap((node) => node.invoke).find(({ id }) => id === actor)?.src;
  const failure = actorEvents(actor, typeof src === 'string' ? src : actor).find(
    (event) =>
      isErrorActorEvent(event) && event.error.kind === 'http' && event.error.httpStatus === 500,
  );
  if (!failure) throw new Error(`${machineId}: ${actor} has no HTTP 500 failure in the model.`);
  return failure;
}

/** The variant's walk in Firefox and WebKit (see above). */
export function engineWalk(machineId: MachineId): BrowserPlan {
  const { machine } = pathModel(machineId);
  const happy = pathFromEvents(machine, base(machineId), shortestHappy(machineId, [], resent));
  const events: ModelEvent[] = [];
  const failed = new Set<string>();
  for (const event of eventsOf(happy)) {
    const actor = isActorEvent(event) ? actorIdOf(event) : '';
    if (API_ACTORS.includes(actor) && !failed.has(actor)) {
      failed.add(actor);
      const before = pathFromEvents(machine, happy, events);
      events.push(serverFailure(machineId, before, actor));
      const target = valueKey(before);
      events.push(...shortestHappy(machineId, events, (path) => valueKey(path) === target));
    }
    events.push(event);
  }
  const plan = planPath(machineId, pathFromEvents(machine, happy, events));
  if (!plan) throw new Error(`${machineId}: the browser cannot realise the engine walk.`);
  return plan;
}
