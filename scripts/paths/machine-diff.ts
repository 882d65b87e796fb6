import type { AnyStateMachine } from 'xstate';
import type { RegistrationInput } from '../../machines/shared/registration.types.ts';
import { generatePaths, pathFromEvents, type ModelPath } from '../../paths/coverage.ts';
import type { EventSamples } from '../../paths/events.ts';
import { isMachineId, pathModel } from '../../paths/models.ts';
import { listStateIds, listTransitions } from '../../paths/transitions.ts';
import type { LoadedMachines } from './load-machines.ts';
import { currentIdOf } from './machine-aliases.ts';
import { stepLine, stepsOnMachine, titleOf } from './steps-on-machine.ts';

/**
 * What changed in the machines between two revisions (`npm run paths -- --diff <rev>`), for QA to
 * know what to re-test. Both sides go through today's path code (test/support/paths/), so the only
 * differences reported are the machines'. The shape is documented in docs/qa-exports.md.
 */

export interface MessageRef {
  id: string;
  severity: string;
}

/** A transition as QA compares it; ids as in docs/paths' transition tables. */
export interface TransitionRecord {
  id: string;
  source: string;
  event: string;
  /** The guard as docs/paths writes it; null when unguarded. */
  guard: string | null;
  targets: string[];
  /** The messages its `notify` / `notifyAlso` actions show, in order. */
  messages: MessageRef[];
}

export type TransitionChange = 'target' | 'guard' | 'messages' | 'severity';

export interface ChangedTransition {
  before: TransitionRecord;
  after: TransitionRecord;
  changes: TransitionChange[];
}

/** A path in Portuguese, as docs/paths writes it. */
export interface PathRecord {
  /** Its "Caminho N" on that side; null when it is not one of that side's generated paths. */
  number: number | null;
  title: string;
  start: string;
  steps: string[];
}

export interface ChangedPath {
  before: PathRecord;
  after: PathRecord;
}

export interface MachineDiff {
  /** The working tree's id (or the old one, for a machine that is gone). */
  id: string;
  /** The id at the older revision, when it differs (a renamed machine). */
  previousId?: string;
  status: 'added' | 'removed' | 'changed' | 'unchanged';
  /** State node ids (as docs/paths names them) that only one side has. */
  states: { added: string[]; removed: string[] };
  transitions: {
    added: TransitionRecord[];
    removed: TransitionRecord[];
    changed: ChangedTransition[];
  };
  paths: { added: PathRecord[]; removed: PathRecord[]; changed: ChangedPath[] };
}

export interface DiffJson {
  from: { revision: string; object: string | undefined };
  to: { revision: string; object: string | undefined };
  machines: MachineDiff[];
}

/** One side of one machine, with state and transition ids already under the current id. */
interface Side {
  id: string;
  machine: AnyStateMachine;
  states: string[];
  transitions: TransitionRecord[];
  paths: ModelPath[];
}

const DEFAULT_MODEL: { input: RegistrationInput; samples: EventSamples } = {
  input: { clientId: '', redirectUri: '' },
  samples: {},
};

/** The form samples and input today's path code uses for the machine; a plain input otherwise. */
function modelOf(id: string): { input: RegistrationInput; samples: EventSamples } {
  if (!isMachineId(id)) return DEFAULT_MODEL;
  const { input, samples } = pathModel(id);
  return { input, samples };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Renames the root of state ids (`meuFinanciamento.x` → `meu-financiamento.x`) in a text. */
function renamer(from: string, to: string): (text: string) => string {
  if (from === to) return (text) => text;
  const root = new RegExp(`(^|[\\s,>#])${escapeRegExp(from)}(?=\\.|$|,|\\s)`, 'g');
  return (text) => text.replace(root, `$1${to}`);
}

function messagesOf(
  actions: readonly { type: string; params?: Readonly<Record<string, unknown>> }[],
) {
  return actions
    .filter(({ type }) => type === 'notify' || type === 'notifyAlso')
    .map(({ params }) => ({ id: String(params?.['id']), severity: String(params?.['severity']) }));
}

function sideOf(id: string, machine: AnyStateMachine, rootId: string): Side {
  const rename = renamer(machine.id, rootId);
  return {
    id,
    machine,
    states: listStateIds(machine).map(rename),
    transitions: listTransitions(machine).map((transition) => ({
      id: rename(transition.id),
      source: rename(transition.source),
      event: transition.eventType,
      guard: transition.guard ?? null,
      targets: transition.targets.map(rename),
      messages: messagesOf(transition.actions),
    })),
    paths: generatePaths(machine, modelOf(id)),
  };
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function changesOf(before: TransitionRecord, after: TransitionRecord): TransitionChange[] {
  const changes: TransitionChange[] = [];
  if (!sameJson(before.targets, after.targets)) changes.push('target');
  if (before.guard !== after.guard) changes.push('guard');
  const ids = (record: TransitionRecord) => record.messages.map(({ id }) => id);
  if (!sameJson(ids(before), ids(after))) changes.push('messages');
  else if (!sameJson(before.messages, after.messages)) changes.push('severity');
  return changes;
}

/**
 * Pairs the transitions of one source and event: first by guard (the order guards are tried in
 * may change without the transition changing, so the index in the id is not compared), then the
 * rest by target (a guard that changed). What stays unpaired was added or removed.
 */
export function diffTransitions(
  before: readonly TransitionRecord[],
  after: readonly TransitionRecord[],
): MachineDiff['transitions'] {
  const group = (record: TransitionRecord) => `${record.source}\u0000${record.event}`;
  const left = [...before];
  const pairs: [TransitionRecord, TransitionRecord][] = [];
  const unpairedAfter: TransitionRecord[] = [];
  const take = (record: TransitionRecord, match: (old: TransitionRecord) => boolean) => {
    const index = left.findIndex((old) => group(old) === group(record) && match(old));
    if (index < 0) return false;
    const [old] = left.splice(index, 1);
    if (old) pairs.push([old, record]);
    return true;
  };
  for (const record of after) {
    if (!take(record, (old) => old.guard === record.guard)) unpairedAfter.push(record);
  }
  const added = unpairedAfter.filter(
    (record) => !take(record, (old) => sameJson(old.targets, record.targets)),
  );
  const changed = pairs
    .map(([old, record]) => ({ before: old, after: record, changes: changesOf(old, record) }))
    .filter(({ changes }) => changes.length);
  const inAfterOrder = (a: ChangedTransition, b: ChangedTransition) =>
    after.indexOf(a.after) - after.indexOf(b.after);
  return { added, removed: left, changed: changed.sort(inAfterOrder) };
}

const keyOf = (path: ModelPath) => JSON.stringify(path.steps.slice(1).map(({ event }) => event));

function recordOf(side: Side, path: ModelPath, number: number | null): PathRecord {
  const steps = stepsOnMachine(side.machine, side.id, path);
  return {
    number,
    title: titleOf(steps, path),
    start: titleOf([], path),
    steps: steps.map(stepLine),
  };
}

/** The same customer actions and server answers walked on the other side, if it takes them all. */
function walkOn(side: Side | undefined, path: ModelPath): ModelPath | undefined {
  const from = side?.paths[0];
  if (!side || !from) return undefined;
  try {
    return pathFromEvents(
      side.machine,
      from,
      path.steps.slice(1).map(({ event }) => event),
    );
  } catch {
    // An event the other side ignores: the path cannot happen there.
    return undefined;
  }
}

/**
 * Paths are compared by behaviour, not by which paths generation happened to pick: a path of one
 * side is walked on the other (same customer actions and server answers); if the other side
 * cannot take one of its steps the path is new (or gone), and if it can but the screens or
 * messages differ the path changed. A path that only moved in or out of the generated set, with
 * the same steps on both sides, is no change.
 */
function diffPaths(before: Side | undefined, after: Side | undefined): MachineDiff['paths'] {
  const result: MachineDiff['paths'] = { added: [], removed: [], changed: [] };
  const oldKeys = new Map(before?.paths.map((path, i) => [keyOf(path), i + 1]) ?? []);
  const newKeys = new Set(after?.paths.map(keyOf) ?? []);
  const compare = (
    side: Side,
    other: Side | undefined,
    path: ModelPath,
    number: number,
    otherNumber: number | null,
  ) => {
    const record = recordOf(side, path, number);
    const walked = walkOn(other, path);
    if (!other || !walked) return { record, counterpart: undefined };
    const counterpart = recordOf(other, walked, otherNumber);
    return { record, counterpart: sameJson(record.steps, counterpart.steps) ? null : counterpart };
  };
  after?.paths.forEach((path, i) => {
    const { record, counterpart } = compare(
      after,
      before,
      path,
      i + 1,
      oldKeys.get(keyOf(path)) ?? null,
    );
    if (counterpart === undefined) result.added.push(record);
    else if (counterpart) result.changed.push({ before: counterpart, after: record });
  });
  before?.paths.forEach((path, i) => {
    if (newKeys.has(keyOf(path))) return;
    const { record, counterpart } = compare(before, after, path, i + 1, null);
    if (counterpart === undefined) result.removed.push(record);
    else if (counterpart) result.changed.push({ before: record, after: counterpart });
  });
  return result;
}

function diffMachine(
  id: string,
  previousId: string | undefined,
  before: Side | undefined,
  after: Side | undefined,
): MachineDiff {
  const oldStates = new Set(before?.states);
  const newStates = new Set(after?.states);
  const transitions = diffTransitions(before?.transitions ?? [], after?.transitions ?? []);
  const paths = diffPaths(before, after);
  const states = {
    added: [...newStates].filter((state) => !oldStates.has(state)),
    removed: [...oldStates].filter((state) => !newStates.has(state)),
  };
  const counts = [
    ...Object.values(states),
    ...Object.values(transitions),
    ...Object.values(paths),
  ].map((list: readonly unknown[]) => list.length);
  const changed = counts.some((count) => count > 0);
  const status = !before ? 'added' : !after ? 'removed' : changed ? 'changed' : 'unchanged';
  const renamed = previousId !== undefined && previousId !== id ? { previousId } : {};
  return { id, ...renamed, status, states, transitions, paths };
}

/**
 * Compares every machine of `from` with `to`, matched by id through `currentIdOf` (renamed ids);
 * `only` limits the comparison to those current ids.
 */
export function diffMachines(
  from: LoadedMachines,
  to: LoadedMachines,
  only?: readonly string[],
): DiffJson {
  const currentIds = [...to.machines.keys()];
  const oldByCurrent = new Map(
    [...from.machines].map(([oldId, machine]) => [
      currentIdOf(oldId, currentIds),
      { oldId, machine },
    ]),
  );
  const ids = [...currentIds, ...[...oldByCurrent.keys()].filter((id) => !to.machines.has(id))];
  const machines = ids
    .filter((id) => !only || only.includes(id))
    .map((id) => {
      const current = to.machines.get(id);
      const old = oldByCurrent.get(id);
      const rootId = current?.id ?? old?.machine.id ?? id;
      const after = current && sideOf(id, current, rootId);
      const before = old && sideOf(id, old.machine, rootId);
      return diffMachine(id, old?.oldId, before, after);
    });
  return {
    from: { revision: from.label, object: from.object },
    to: { revision: to.label, object: to.object },
    machines,
  };
}

/** Whether the diff reports anything at all. */
export function hasChanges(diff: DiffJson): boolean {
  return diff.machines.some(({ status }) => status !== 'unchanged');
}
