import {
  createEmptyActor,
  type ActorLogic,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyTransitionDefinition,
  type InputFrom,
  type SnapshotFrom,
} from 'xstate';
import type { RegistrationMachine } from '../machines/registry.ts';
import { TestModel, type StatePath } from 'xstate/graph';
import { eventLabel, eventsFor, type EventSamples, type ModelEvent } from './events.ts';
import {
  listStateIds,
  listTransitions,
  transitionIndex,
  type TransitionInfo,
} from './transitions.ts';

/**
 * Path generation and coverage for a registration machine. A path's first step is xstate's
 * `xstate.init` step holding the initial snapshot; every later step holds the event sent and the
 * snapshot it led to.
 */
export type ModelPath<Snapshot extends AnyMachineSnapshot = RegistrationSnapshot> = StatePath<
  Snapshot,
  ModelEvent
>;

/**
 * A snapshot of today's machines: its state value, tags and context are theirs, so
 * `hasTag('bussy')` or a state no machine has fails the typecheck. The engine's functions are
 * generic over the machine because the release-note diff also walks an older revision's machines,
 * loaded at run time (`AnyStateMachine`, scripts/paths/load-machines.ts).
 */
export type RegistrationSnapshot = SnapshotFrom<RegistrationMachine>;

export interface ReplayedStep<Snapshot extends AnyMachineSnapshot = RegistrationSnapshot> {
  event: ModelEvent;
  label: string;
  before: Snapshot;
  after: Snapshot;
  /** Every transition the step took, eventless and internal ones included, in order. */
  transitions: readonly TransitionInfo[];
  /** Ids of the state nodes active after any microstep, so states left at once still count. */
  visited: readonly string[];
}

export interface CoverageCount {
  covered: number;
  total: number;
  uncovered: string[];
}

export interface Coverage {
  states: CoverageCount;
  transitions: CoverageCount;
  paths: number;
}

// Any machine's snapshot (`Any*`): these read only its value and state nodes, for today's machines
// and an older revision's alike.
const stateIdsOf = (snapshot: AnyMachineSnapshot): string[] =>
  snapshot._nodes.map((node) => node.id);

const valueKey = (snapshot: AnyMachineSnapshot | undefined): string =>
  snapshot ? JSON.stringify(snapshot.value) : '';

/**
 * The graph vertex of a snapshot: its value plus how it was reached (event and previous value),
 * so two transitions into the same state stay two vertices and both get a path. Context is left
 * out on purpose: `noticeSeq` grows on every failure, which would make the graph infinite.
 */
export function vertexKey(
  snapshot: AnyMachineSnapshot,
  event: ModelEvent | undefined,
  previous?: AnyMachineSnapshot,
): string {
  const via = event ? JSON.stringify(event) : 'start';
  return `${valueKey(snapshot)} via ${via} from ${valueKey(previous)}`;
}

type Scope = Parameters<AnyStateMachine['transition']>[2];

/**
 * Takes one step like xstate's graph traversal does (no actor runs), recording the transitions of
 * every microstep through the inspection API. The first microstep's transitions are exactly
 * `machine.getTransitionData(snapshot, event)`; later ones add eventless and internal transitions
 * that `getTransitionData` cannot see.
 */
function createStepper<M extends AnyStateMachine>(machine: M) {
  let taken: AnyTransitionDefinition[] = [];
  let visited = new Set<string>();
  const self = createEmptyActor();
  self.system.inspect((inspection) => {
    if (inspection.type !== '@xstate.microstep') return;
    taken.push(...inspection._transitions);
    stateIdsOf(inspection.snapshot as AnyMachineSnapshot).forEach((id) => visited.add(id));
  });
  const noop = (): void => undefined;
  const scope: Scope = {
    // As in xstate/graph's own traversal, an empty actor stands in: no action or actor runs.
    self: self as unknown as Scope['self'],
    id: '',
    sessionId: 'paths',
    logger: noop,
    defer: noop,
    emit: noop,
    system: self.system,
    stopChild: noop,
    actionExecutor: noop,
  };
  const index = transitionIndex(machine);
  return (snapshot: SnapshotFrom<M>, event: ModelEvent) => {
    taken = [];
    visited = new Set();
    // A generic machine's `transition` is typed by its constraint (any machine's snapshot): the
    // machine's own snapshot is what it returns.
    const after = machine.transition(snapshot, event, scope) as SnapshotFrom<M>;
    const transitions = taken.flatMap((definition) => index.get(definition) ?? []);
    stateIdsOf(after).forEach((id) => visited.add(id));
    return { after, transitions, visited: [...visited] };
  };
}

function firstSnapshot<S extends AnyMachineSnapshot>(path: ModelPath<S>): S {
  const first = path.steps[0];
  if (!first) throw new Error('A path has at least its initial step.');
  return first.state;
}

/** Replays a path's steps on the machine, checking each lands where the path says. */
export function replayPath<M extends AnyStateMachine>(
  machine: M,
  path: ModelPath<SnapshotFrom<M>>,
): ReplayedStep<SnapshotFrom<M>>[] {
  const step = createStepper(machine);
  let before = firstSnapshot(path);
  return path.steps.slice(1).map(({ event, state }) => {
    const { after, transitions, visited } = step(before, event);
    if (valueKey(after) !== valueKey(state)) {
      throw new Error(
        `Replay of "${eventLabel(event)}" reached ${valueKey(after)}, not ${valueKey(state)}.`,
      );
    }
    const replayed = { event, label: eventLabel(event), before, after, transitions, visited };
    before = after;
    return replayed;
  });
}

/** The state nodes a path passes through, its first snapshot's included. */
export function statesOnPath<M extends AnyStateMachine>(
  machine: M,
  path: ModelPath<SnapshotFrom<M>>,
): Set<string> {
  const states = new Set(stateIdsOf(firstSnapshot(path)));
  for (const step of replayPath(machine, path)) step.visited.forEach((id) => states.add(id));
  return states;
}

/**
 * The path that sends `events` from the first snapshot of `from`: how a path is built by hand
 * (the browser-level suite pads a path with steps the sandbox needs). Throws if an event takes no
 * transition, so a hand-built path is always one the machine can walk.
 */
export function pathFromEvents<M extends AnyStateMachine>(
  machine: M,
  from: ModelPath<SnapshotFrom<M>>,
  events: readonly ModelEvent[],
): ModelPath<SnapshotFrom<M>> {
  const step = createStepper(machine);
  const first = firstSnapshot(from);
  const steps: ModelPath<SnapshotFrom<M>>['steps'] = [
    { event: { type: 'xstate.init' }, state: first },
  ];
  let state = first;
  for (const event of events) {
    const { after, transitions } = step(state, event);
    if (!transitions.length) {
      throw new Error(`"${eventLabel(event)}" takes no transition from ${valueKey(state)}.`);
    }
    steps.push({ event, state: after });
    state = after;
  }
  return { state, steps, weight: events.length };
}

/** The path's events as people read them, e.g. "user submits the CPF → captcha succeeds". */
// Any machine's path: the release-note diff names an older revision's paths too.
export function describePath(path: ModelPath<AnyMachineSnapshot>): string {
  return (
    path.steps
      .slice(1)
      .map(({ event }) => eventLabel(event))
      .join(' → ') || '(start)'
  );
}

/** What a path proves: the states it visits, the transitions it takes, the vertices it passes. */
function goalsOf<M extends AnyStateMachine>(
  machine: M,
  path: ModelPath<SnapshotFrom<M>>,
): Set<string> {
  const goals = new Set(stateIdsOf(firstSnapshot(path)).map((id) => `state ${id}`));
  for (const { event, before, after, transitions, visited } of replayPath(machine, path)) {
    visited.forEach((id) => goals.add(`state ${id}`));
    transitions.forEach(({ id }) => goals.add(`transition ${id}`));
    goals.add(`vertex ${vertexKey(after, event, before)}`);
  }
  return goals;
}

/**
 * Greedy set cover: keep the paths that add the most not-yet-proven goals until every goal of
 * the candidates is proven, then restore generation order so names stay stable between runs.
 */
function smallCover<M extends AnyStateMachine>(
  machine: M,
  candidates: ModelPath<SnapshotFrom<M>>[],
): ModelPath<SnapshotFrom<M>>[] {
  const goals = candidates.map((path) => goalsOf(machine, path));
  const proven = new Set<string>();
  const chosen = new Set<number>();
  for (;;) {
    let best = -1;
    let bestGain = 0;
    goals.forEach((set, i) => {
      const gain = [...set].filter((goal) => !proven.has(goal)).length;
      if (gain > bestGain) [best, bestGain] = [i, gain];
    });
    if (best < 0) break;
    chosen.add(best);
    goals[best]?.forEach((goal) => proven.add(goal));
  }
  return candidates.filter((_, i) => chosen.has(i));
}

/**
 * For transitions no shortest path takes (their target vertex was first reached another way):
 * the shortest path to a vertex where one of the offered events takes them, plus that event.
 */
function extensionsFor<M extends AnyStateMachine>(
  machine: M,
  missing: Set<string>,
  vertexPaths: ModelPath<SnapshotFrom<M>>[],
  samples: EventSamples,
): ModelPath<SnapshotFrom<M>>[] {
  const step = createStepper(machine);
  const extensions: ModelPath<SnapshotFrom<M>>[] = [];
  for (const path of vertexPaths) {
    if (!missing.size) break;
    for (const event of eventsFor(path.state, samples)) {
      const { after, transitions } = step(path.state, event);
      if (!transitions.some(({ id }) => missing.has(id))) continue;
      transitions.forEach(({ id }) => missing.delete(id));
      const steps = [...path.steps, { event, state: after }];
      extensions.push({ state: after, steps, weight: path.weight + 1 });
    }
  }
  return extensions;
}

function uncoveredIn<M extends AnyStateMachine>(
  machine: M,
  paths: ModelPath<SnapshotFrom<M>>[],
): Set<string> {
  return new Set(coverageOf(machine, paths).transitions.uncovered);
}

export interface GenerateOptions<TMachine extends AnyStateMachine> {
  input: InputFrom<TMachine>;
  /** The variant's user event samples, where they differ from `USER_EVENTS`. */
  samples?: EventSamples;
}

/** Shortest paths to every vertex, extended until every reachable transition is taken. */
export function generatePaths<TMachine extends AnyStateMachine>(
  machine: TMachine,
  { input, samples = {} }: GenerateOptions<TMachine>,
): ModelPath<SnapshotFrom<TMachine>>[] {
  // As in the stepper: xstate cannot relate a generic machine to its own snapshot type.
  const logic = machine as unknown as ActorLogic<
    SnapshotFrom<TMachine>,
    ModelEvent,
    InputFrom<TMachine>
  >;
  const model = new TestModel(logic, {
    events: (snapshot) => eventsFor(snapshot, samples),
    serializeState: vertexKey,
    input,
  });
  const shortest: ModelPath<SnapshotFrom<TMachine>>[] = model.getShortestPaths();
  const missing = uncoveredIn(machine, shortest);
  if (!missing.size) return shortest;
  const vertexPaths = model.getShortestPaths({ allowDuplicatePaths: true });
  return smallCover(machine, [
    ...shortest,
    ...extensionsFor(machine, missing, vertexPaths, samples),
  ]);
}

function count(all: readonly string[], covered: ReadonlySet<string>): CoverageCount {
  const uncovered = all.filter((id) => !covered.has(id));
  return { covered: all.length - uncovered.length, total: all.length, uncovered };
}

/** States and transitions the paths cover, found by replaying them on the machine. */
export function coverageOf<M extends AnyStateMachine>(
  machine: M,
  paths: readonly ModelPath<SnapshotFrom<M>>[],
): Coverage {
  const states = new Set<string>();
  const transitions = new Set<string>();
  for (const path of paths) {
    stateIdsOf(firstSnapshot(path)).forEach((id) => states.add(id));
    for (const step of replayPath(machine, path)) {
      step.visited.forEach((id) => states.add(id));
      step.transitions.forEach(({ id }) => transitions.add(id));
    }
  }
  return {
    states: count(listStateIds(machine), states),
    transitions: count(
      listTransitions(machine).map(({ id }) => id),
      transitions,
    ),
    paths: paths.length,
  };
}

/** One line per machine, e.g. "default: 18/18 states, 37/37 transitions, 28 paths". */
export function formatCoverage(name: string, { states, transitions, paths }: Coverage): string {
  return `${name}: ${String(states.covered)}/${String(states.total)} states, ${String(transitions.covered)}/${String(transitions.total)} transitions, ${String(paths)} paths`;
}
