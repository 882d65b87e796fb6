import type { AnyMachineSnapshot, AnyStateMachine, StateValue } from 'xstate';
import type { GraphTransition, MachineGraph } from '../../../machine-graph/index.ts';
import {
  availableTransitions,
  initialSimulation,
  sampleEvent,
  stateValueOf,
  stepSimulation,
  takenTransitionIds,
} from './simulation.ts';

/**
 * A simulation as the analyst builds it: the snapshots so far and the steps between them, each
 * named by the transition clicked, so the path can go into a link and come back from one.
 */

export interface SimulationStep {
  /** The transition clicked (its graph id): what a shared link keeps. */
  transitionId: string;
  transition: GraphTransition;
  from: StateValue;
  to: StateValue;
  /** The transitions the event really took: none when a guard said no. */
  taken: readonly string[];
}

export interface Simulation {
  machineId: string;
  history: readonly AnyMachineSnapshot[];
  steps: readonly SimulationStep[];
}

export function freshSimulation(machineId: string, machine: AnyStateMachine): Simulation {
  return { machineId, history: [initialSimulation(machine)], steps: [] };
}

/** One more step: the sample event of `transition` from the last snapshot; unchanged if it has none. */
export function stepWith(
  simulation: Simulation,
  machine: AnyStateMachine,
  transition: GraphTransition,
): Simulation {
  const before = simulation.history.at(-1);
  const event = sampleEvent(transition);
  if (!before || !event) return simulation;
  const after = stepSimulation(machine, before, event);
  return {
    ...simulation,
    history: [...simulation.history, after],
    steps: [
      ...simulation.steps,
      {
        transitionId: transition.id,
        transition,
        from: stateValueOf(before),
        to: stateValueOf(after),
        taken: takenTransitionIds(machine, before, event),
      },
    ],
  };
}

export function stepBack(simulation: Simulation): Simulation {
  if (simulation.history.length < 2) return simulation;
  return {
    ...simulation,
    history: simulation.history.slice(0, -1),
    steps: simulation.steps.slice(0, -1),
  };
}

/**
 * The simulation a list of transition ids leads to (a shared link's path). Stops at the first id
 * that is not available at that point: a link made with an older machine opens as far as it holds.
 */
export function replaySimulation(
  machineId: string,
  machine: AnyStateMachine,
  graph: MachineGraph,
  transitionIds: readonly string[],
): Simulation {
  let simulation = freshSimulation(machineId, machine);
  for (const id of transitionIds) {
    const last = simulation.history.at(-1);
    const transition = last
      ? availableTransitions(machine, graph, last).find((candidate) => candidate.id === id)
      : undefined;
    if (!transition) break;
    simulation = stepWith(simulation, machine, transition);
  }
  return simulation;
}
