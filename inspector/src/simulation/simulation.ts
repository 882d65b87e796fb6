import {
  initialTransition,
  transition as pureTransition,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventObject,
  type StateValue,
} from 'xstate';
import { UNKNOWN_STATUS } from '../../../machines/shared/statuses.ts';
import { isKeyOf } from '../../../content/labels-pt.ts';
import {
  CAPTCHA_OUTPUT,
  MODEL_TOKEN,
  SUCCESS_EXTRAS,
  UNRECOGNISED_CLIENT_STATUS,
  USER_EVENTS,
  isUserEventType,
} from '../../../paths/events.ts';
import {
  activeStateIds,
  transitionIndex,
  type GraphTransition,
  type MachineGraph,
} from '../../../machine-graph/index.ts';

/**
 * The inspector's simulation: a local copy of a machine stepped with pure transitions
 * (xstate's `transition`, whose actions are returned, not run), so no call runs and nothing reaches the network. Each drawn transition has a
 * sample event that takes it: a user event with made-up data, or a call's answer with the status
 * its guard asks for.
 */

/** Made-up start values: the simulation never calls anything that would read them. */
export const SIMULATION_INPUT = { clientId: 'inspector', redirectUri: 'https://example.invalid/' };

/** What the token call's answer hands over when a transition asks for a token (spec 4.2). */
const WITH_TOKEN = { token: MODEL_TOKEN };

function doneOutput(transition: GraphTransition): unknown {
  // Any answer that carries a token goes on to the question (spec 4.2).
  if (transition.guard === 'hasToken') return { status: 'SUCCESS', ...WITH_TOKEN };
  if (transition.statuses.length === 0 && transition.src !== undefined) {
    // A call with no status list (the captcha) answers with a plain value.
    return transition.otherwise ? { status: UNKNOWN_STATUS } : CAPTCHA_OUTPUT;
  }
  const status = transition.otherwise ? UNKNOWN_STATUS : (transition.statuses[0] ?? UNKNOWN_STATUS);
  if (transition.clientStatus !== undefined) {
    return { status, messages: [`Client status: ${transition.clientStatus}`] };
  }
  if (status === 'INVALID_CLIENT_STATUS') {
    return { status, messages: [`Client status: ${UNRECOGNISED_CLIENT_STATUS}`] };
  }
  const { src } = transition;
  const extras =
    status === 'SUCCESS' && src !== undefined && isKeyOf(SUCCESS_EXTRAS, src)
      ? SUCCESS_EXTRAS[src]
      : {};
  return { status, ...extras };
}

function errorValue(transition: GraphTransition): unknown {
  const status = transition.statuses[0];
  if (status !== undefined && !transition.otherwise) {
    return { kind: 'http', httpStatus: 409, status };
  }
  return { kind: 'http', httpStatus: 500, status: 'INTERNAL_ERROR' };
}

/**
 * An event that takes this transition from its source (guards permitting: `isEmailValid` reads
 * the e-mail an earlier step stored). Undefined for eventless transitions, which follow by
 * themselves.
 */
export function sampleEvent(transition: GraphTransition): EventObject | undefined {
  const { eventType: type } = transition;
  switch (transition.trigger) {
    case 'user':
      // The path engine's sample of each user event type (keyed by every one of them).
      return isUserEventType(type) ? USER_EVENTS[type].sample : { type };
    case 'done': {
      const answered = { type, output: doneOutput(transition) };
      return answered;
    }
    case 'error': {
      const failed = { type, error: errorValue(transition) };
      return failed;
    }
    case 'delay':
    case 'other':
      return { type: transition.eventType };
    case 'always':
      return undefined;
  }
}

/** A snapshot's state value (xstate types it `any` for any machine). */
export function stateValueOf(snapshot: AnyMachineSnapshot): StateValue {
  return snapshot.value as StateValue;
}

export function initialSimulation(machine: AnyStateMachine): AnyMachineSnapshot {
  const [snapshot] = initialTransition(machine, SIMULATION_INPUT);
  return snapshot as AnyMachineSnapshot;
}

/** The next snapshot: pure, no action or call runs. */
export function stepSimulation(
  machine: AnyStateMachine,
  snapshot: AnyMachineSnapshot,
  event: EventObject,
): AnyMachineSnapshot {
  const [next] = pureTransition(machine, snapshot, event);
  return next as AnyMachineSnapshot;
}

/** The transitions that leave the active states (eventless ones aside): what can be clicked. */
export function availableTransitions(
  machine: AnyStateMachine,
  graph: MachineGraph,
  snapshot: AnyMachineSnapshot,
): GraphTransition[] {
  if (snapshot.status !== 'active') return [];
  const active = new Set(activeStateIds(machine, stateValueOf(snapshot)));
  return graph.transitions.filter(
    (transition) => active.has(transition.source) && transition.trigger !== 'always',
  );
}

/**
 * The transitions that may have led from one state value to the next on this event: the source was
 * active before and every target is active after. For the live view, which gets event types and
 * state values only.
 */
export function transitionsTaken(
  machine: AnyStateMachine,
  graph: MachineGraph,
  from: StateValue | undefined,
  to: StateValue,
  eventType: string | null,
): GraphTransition[] {
  if (from === undefined || eventType === null) return [];
  const before = new Set(activeStateIds(machine, from));
  const after = new Set(activeStateIds(machine, to));
  // Several can match (one per status, all back to the form): the live view marks all of them.
  return graph.transitions.filter(
    (transition) =>
      transition.eventType === eventType &&
      before.has(transition.source) &&
      transition.targets.every((target) => after.has(target)),
  );
}

/** The ids of the transitions `event` takes from `snapshot` (the first microstep's). */
export function takenTransitionIds(
  machine: AnyStateMachine,
  snapshot: AnyMachineSnapshot,
  event: EventObject,
): string[] {
  const index = transitionIndex(machine);
  return machine
    .getTransitionData(snapshot, event)
    .flatMap((definition) => index.get(definition)?.id ?? []);
}
