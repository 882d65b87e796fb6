import type { AnyStateMachine } from 'xstate';
import { machineToGraph, type GraphTransition } from '../machine-graph/index.ts';

/**
 * The tests' names for what src/machine-graph/ reads from a machine (the one walk the inspector,
 * the scripts and the tests share). Transition ids: `<source> --<event type>[<index>]--> <targets>`.
 */

export { describeGuard, transitionIndex } from '../machine-graph/index.ts';
export type { ActionInfo } from '../machine-graph/index.ts';
export type TransitionInfo = GraphTransition;

/** Every transition of the machine, in document order. */
// Any machine (`Any*`): the release-note diff lists an older revision's transitions too.
export function listTransitions(machine: AnyStateMachine): readonly TransitionInfo[] {
  return machineToGraph(machine).transitions;
}

/** Every state node id except the root's, which is always active and so says nothing. */
export function listStateIds(machine: AnyStateMachine): string[] {
  return machineToGraph(machine)
    .states.slice(1)
    .map((state) => state.id);
}
