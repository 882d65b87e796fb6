import type { AnyStateMachine } from 'xstate';
import type { MachineId } from '../../../machines/registry.ts';
import { activeStateIds, type MachineGraph } from '../../../machine-graph/index.ts';
import { liveSessionOf, type LiveState } from '../live/live-sessions.ts';
import type { Simulation } from '../simulation/simulation-history.ts';
import { availableTransitions, stateValueOf, transitionsTaken } from '../simulation/simulation.ts';
import type { ModeLooks } from './colour-modes.ts';

/** What the chart highlights: pure functions of the live feed or the simulation. */

export type { Colouring } from './colour-modes.ts';

export interface ChartMarks {
  /** Active state ids (live or simulated). */
  active: ReadonlySet<string>;
  /** Transitions just taken. */
  taken: ReadonlySet<string>;
  /** Transitions that can be clicked to step the simulation; undefined outside the simulation. */
  available: ReadonlySet<string> | undefined;
  /** The chosen colour mode's look of each transition (colour-modes.ts). */
  looks: ModeLooks | undefined;
  selected: string | undefined;
  selectedState: string | undefined;
}

const EMPTY = new Set<string>();

export interface Colours {
  looks: ModeLooks | undefined;
  selected: string | undefined;
  selectedState: string | undefined;
}

export function simulationMarks(
  machine: AnyStateMachine,
  graph: MachineGraph,
  simulation: Simulation,
  colours: Colours,
): ChartMarks {
  const snapshot = simulation.history.at(-1);
  if (!snapshot) return { active: EMPTY, taken: EMPTY, available: EMPTY, ...colours };
  return {
    active: new Set(activeStateIds(machine, stateValueOf(snapshot))),
    taken: new Set(simulation.steps.at(-1)?.taken ?? []),
    available: new Set(availableTransitions(machine, graph, snapshot).map(({ id }) => id)),
    ...colours,
  };
}

export function liveMarks(
  machineId: MachineId,
  machine: AnyStateMachine,
  graph: MachineGraph,
  live: LiveState,
  colours: Colours,
): ChartMarks {
  const session = liveSessionOf(live, machineId);
  // The last transition the session took: a hello answer (no event) moved nothing.
  const last = session
    ? live.log.findLast((logged) => logged.session === session.session && logged.eventType !== null)
    : undefined;
  const taken =
    last && session
      ? transitionsTaken(machine, graph, last.from, last.to, last.eventType).map(({ id }) => id)
      : [];
  return {
    active: session ? new Set(activeStateIds(machine, session.value)) : EMPTY,
    taken: new Set(taken),
    available: undefined,
    ...colours,
  };
}
