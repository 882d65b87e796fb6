import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot, AnyStateMachine, AnyStateNode, StateValue } from 'xstate';
import { MACHINES, type MachineId } from '../../../machines/index.ts';
import { machineToGraph, type GraphTransition } from '../../../machine-graph/index.ts';
import { USER_EVENTS, isUserEventType } from '../../../paths/events.ts';
import { entryOf } from '../../src/catalogue.ts';
import {
  availableTransitions,
  initialSimulation,
  sampleEvent,
  stateValueOf,
  stepSimulation,
  transitionsTaken,
} from '../../src/simulation/simulation.ts';

const IDS = Object.keys(MACHINES) as MachineId[];

/** The state value in which this state node is active, entering initial states below it. */
function valueOf(node: AnyStateNode): StateValue {
  const initial = node.type === 'compound' ? node.initial.target[0] : undefined;
  let value: StateValue = initial ? { [node.key]: initial.key } : node.key;
  for (let parent = node.parent; parent?.parent; parent = parent.parent) {
    value = { [parent.key]: value };
  }
  return value;
}

function snapshotIn(machine: AnyStateMachine, sourceId: string): AnyMachineSnapshot {
  const node = machine.getStateNodeById(sourceId);
  const start = initialSimulation(machine);
  return machine.resolveState({
    value: valueOf(node),
    // An earlier step stored a valid e-mail, as it does before the activation step.
    context: { ...start.context, email: 'analyst@example.invalid' },
  });
}

function takenBy(machine: AnyStateMachine, transition: GraphTransition): string | undefined {
  const event = sampleEvent(transition);
  if (!event) return undefined;
  const [definition] = machine.getTransitionData(snapshotIn(machine, transition.source), event);
  if (!definition) return 'nothing';
  const siblings = definition.source.transitions.get(transition.eventType) ?? [];
  return `${definition.source.id}#${String(siblings.indexOf(definition))}`;
}

describe.each(IDS)('simulating the %s machine', (id) => {
  // As the inspector holds it: with the machines' pure rules supplied.
  const machine = entryOf(id).machine;
  const graph = machineToGraph(machine);

  it('has, for every drawn transition, a sample event that takes exactly it', () => {
    for (const transition of graph.transitions.filter((t) => t.trigger !== 'always')) {
      expect(takenBy(machine, transition), transition.id).toBe(
        `${transition.source}#${String(transition.index)}`,
      );
    }
  });

  it("sends, for a customer's action, the path engine's own sample of that event", () => {
    const actions = graph.transitions.filter(({ trigger }) => trigger === 'user');
    expect(actions.length).toBeGreaterThan(0);
    for (const transition of actions) {
      const { eventType } = transition;
      expect(isUserEventType(eventType) && sampleEvent(transition)).toBe(
        isUserEventType(eventType) && USER_EVENTS[eventType].sample,
      );
    }
  });

  it('offers the transitions of the initial state, and steps without calling anything', () => {
    const start = initialSimulation(machine);
    const offered = availableTransitions(machine, graph, start);
    expect(offered.length).toBeGreaterThan(0);
    const first = offered[0];
    const event = first && sampleEvent(first);
    expect(event).toBeDefined();
    if (!first || !event) return;
    const next = stepSimulation(machine, start, event);
    expect(next.value).not.toEqual(start.value);
    expect(
      transitionsTaken(machine, graph, stateValueOf(start), stateValueOf(next), event.type),
    ).toContainEqual(first);
  });
});

describe('a simulated registration', () => {
  it('walks the default machine from the CPF to a resent e-mail', () => {
    const machine = entryOf('default').machine;
    const graph = machineToGraph(machine);
    const labels = [
      'cpf.submit',
      'captcha done',
      'requestToken done [hasToken]',
      'fetchQuestion done [SUCCESS]',
      'answer.submit',
      'submitAnswer done [SUCCESS]',
      'register.submit',
      'register done [SUCCESS]',
      'resend.request [isEmailValid]',
      'resendCaptcha done',
      'resendEmail done [SUCCESS]',
    ];
    let snapshot = initialSimulation(machine);
    for (const label of labels) {
      const transition = availableTransitions(machine, graph, snapshot).find(
        (t) => t.label === label,
      );
      expect(transition, label).toBeDefined();
      const event = transition && sampleEvent(transition);
      if (event) snapshot = stepSimulation(machine, snapshot, event);
    }
    expect(snapshot.value).toEqual({ activation: 'resent' });
    expect(availableTransitions(machine, graph, snapshot)).toEqual([]);
  });
});
