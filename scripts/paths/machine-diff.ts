import type { AnyStateMachine } from 'xstate';
// `Any*` here: an older revision's machines are loaded at run time (`npm run paths -- --diff`),
// whose states and events today's types do not know.
import { transitionLabel } from '../../inspector/src/texts.ts';
import { RETIRED_GUARDS_PT, statePathPt } from '../../content/labels-pt.ts';
import type { RegistrationInput } from '../../machines/shared/registration.types.ts';
import { generatePaths, pathFromEvents, type ModelPath } from '../../paths/coverage.ts';
import type { EventSamples } from '../../paths/events.ts';
import { isMachineId, pathModel } from '../../paths/models.ts';
import { listStateIds, listTransitions } from '../../paths/transitions.ts';
import type { LoadedMachines } from './load-machines.ts';
import { currentIdOf } from './machine-aliases.ts';
import { caseIdOf } from './qa-case-id.ts';
import { transitionKey } from './transition-key.ts';
import {
  messageText,
  stepLine,
  stepsOnMachine,
  titleOf,
  type OldTexts,
} from './steps-on-machine.ts';

export { transitionKey } from './transition-key.ts';

/**
 * What changed in the machines between two revisions (`npm run paths -- --diff <rev>`), for QA to
 * know what to re-test. Both sides go through today's path code (test/support/paths/), so the only
 * differences reported are the machines'. The shape is documented in docs/qa-exports.md.
 */

export interface MessageRef {
  id: string;
  /** As the machine says it (`error`, `warning`…); the release note prints it in Portuguese. */
  severity: string;
  /** The catalogue text (today's, else the revision's); undefined when neither has the id. */
  text: string | undefined;
}

/** A transition in the analysts' words, from the one label set (content/labels-pt.ts). */
export interface TransitionWords {
  /** The state it leaves: 'etapa do CPF › consultando o CPF'. */
  from: string;
  /** What sets it off, with its condition: 'consulta do CPF falha [TOO_MANY_REQUESTS]'. */
  when: string;
  /** Where it goes; null when it stays where it is. */
  to: string | null;
}

/**
 * A transition as QA compare it (decision 055). `key` names it across versions: source, event,
 * guard and targets, never its position among its siblings, which moves when a guard is added
 * or the guards are reordered.
 */
export interface TransitionRecord {
  key: string;
  words: TransitionWords;
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
  /** Its QA case id (qa-case-id.ts): the same on both sides while the path does the same. */
  caseId: string;
  title: string;
  start: string;
  steps: string[];
}

export interface ChangedPath {
  before: PathRecord;
  after: PathRecord;
}

/** A QA case of one side, by the id the exports give it and its number there. */
export interface CaseRef {
  id: string;
  number: number;
  title: string;
}

/**
 * The QA cases (one per generated path, `npm run paths -- --format`) each side exports: the ids
 * only today's has, the ids that retire (their results in TestRail or Xray stay with a case that
 * no longer exists), and the ids both have under another number.
 */
export interface CaseChanges {
  added: CaseRef[];
  retired: CaseRef[];
  renumbered: { id: string; before: number; after: number }[];
}

export interface MachineDiff {
  /** The working tree's id (or the old one, for a machine that is gone). */
  id: string;
  /** The id at the older revision, when it differs (a renamed machine). */
  previousId?: string;
  status: 'added' | 'removed' | 'changed' | 'unchanged';
  /**
   * State node ids (as docs/paths names them) that only one side has; `moved`, a state under
   * another parent with the same key (`default.question.blocked` → `default.blocked`).
   */
  states: { added: string[]; removed: string[]; moved: { from: string; to: string }[] };
  transitions: {
    added: TransitionRecord[];
    removed: TransitionRecord[];
    changed: ChangedTransition[];
  };
  paths: { added: PathRecord[]; removed: PathRecord[]; changed: ChangedPath[] };
  cases: CaseChanges;
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
  /** The texts of the side's catalogue, for messages today's no longer has. */
  oldTexts: OldTexts;
  states: string[];
  transitions: TransitionRecord[];
  paths: ModelPath[];
  /** The QA case id of each generated path, in order. */
  caseIds: string[];
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
  oldTexts: OldTexts,
): MessageRef[] {
  return actions
    .filter(({ type }) => type === 'notify' || type === 'notifyAlso')
    .map(({ params }) => {
      const id = String(params?.['id']);
      return { id, severity: String(params?.['severity']), text: messageText(id, oldTexts) };
    });
}

/**
 * Two transitions that would share a key (the same guard and targets, an unreachable copy) are
 * told apart by `#2`, `#3` in document order: only then does position count.
 */
function withUniqueKeys(records: readonly TransitionRecord[]): TransitionRecord[] {
  const seen = new Map<string, number>();
  return records.map((record) => {
    const count = (seen.get(record.key) ?? 0) + 1;
    seen.set(record.key, count);
    return count === 1 ? record : { ...record, key: `${record.key} #${String(count)}` };
  });
}

function transitionRecords(
  machine: AnyStateMachine,
  rootId: string,
  rename: (text: string) => string,
  oldTexts: OldTexts,
): TransitionRecord[] {
  const place = (id: string) =>
    statePathPt(id.startsWith(`${rootId}.`) ? id.slice(rootId.length + 1).split('.') : [id]);
  return withUniqueKeys(
    listTransitions(machine).map((transition) => {
      const source = rename(transition.source);
      const targets = transition.targets.map(rename);
      const plain = {
        source,
        event: transition.eventType,
        guard: transition.guard ?? null,
        targets,
      };
      const guard = transition.guard;
      const retired = guard === undefined ? undefined : RETIRED_GUARDS_PT[guard];
      return {
        key: transitionKey(plain),
        words: {
          from: place(source),
          when: transitionLabel({ ...transition, guard: retired ?? guard }),
          to: targets.length ? targets.map(place).join(' e ') : null,
        },
        ...plain,
        messages: messagesOf(transition.actions, oldTexts),
      };
    }),
  );
}

function sideOf(id: string, machine: AnyStateMachine, rootId: string, oldTexts: OldTexts): Side {
  const rename = renamer(machine.id, rootId);
  const paths = generatePaths(machine, modelOf(id));
  return {
    id,
    machine,
    oldTexts,
    states: listStateIds(machine).map(rename),
    transitions: transitionRecords(machine, rootId, rename, oldTexts),
    paths,
    caseIds: paths.map((path) => caseIdOf(id, machine, path)),
  };
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function changesOf(before: TransitionRecord, after: TransitionRecord): TransitionChange[] {
  const changes: TransitionChange[] = [];
  if (!sameJson(before.targets, after.targets)) changes.push('target');
  // A guard renamed that reads the same in words is no change for the reader (decision 055).
  if (before.guard !== after.guard && before.words.when !== after.words.when) {
    changes.push('guard');
  }
  const ids = (record: TransitionRecord) => record.messages.map(({ id }) => id);
  const severities = (record: TransitionRecord) => record.messages.map(({ severity }) => severity);
  if (!sameJson(ids(before), ids(after))) changes.push('messages');
  else if (!sameJson(severities(before), severities(after))) changes.push('severity');
  return changes;
}

/**
 * Pairs the transitions of one source and event by their key (decision 055): the same key is the
 * same transition wherever it sits among its siblings (its messages may have changed); then the
 * rest by guard (a target that changed), then by target (a guard that changed). What stays
 * unpaired was added or removed.
 */
export function diffTransitions(
  before: readonly TransitionRecord[],
  after: readonly TransitionRecord[],
): MachineDiff['transitions'] {
  const group = (record: TransitionRecord) => `${record.source}\u0000${record.event}`;
  const left = [...before];
  const pairs: [TransitionRecord, TransitionRecord][] = [];
  const pairBy = (
    records: readonly TransitionRecord[],
    match: (old: TransitionRecord, record: TransitionRecord) => boolean,
  ) =>
    records.filter((record) => {
      const index = left.findIndex((old) => group(old) === group(record) && match(old, record));
      const [old] = index < 0 ? [] : left.splice(index, 1);
      if (old) pairs.push([old, record]);
      return !old;
    });
  const added = pairBy(
    pairBy(
      pairBy(after, (old, record) => old.key === record.key),
      (old, record) => old.guard === record.guard,
    ),
    (old, record) => sameJson(old.targets, record.targets),
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
  const steps = stepsOnMachine(side.machine, side.id, path, side.oldTexts);
  return {
    number,
    caseId: caseIdOf(side.id, side.machine, path),
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

function caseRefs(side: Side | undefined, ids: ReadonlySet<string>): CaseRef[] {
  if (!side) return [];
  return side.caseIds.flatMap((id, i) => {
    const path = side.paths[i];
    return ids.has(id) || !path
      ? []
      : [{ id, number: i + 1, title: recordOf(side, path, i + 1).title }];
  });
}

function diffCases(before: Side | undefined, after: Side | undefined): CaseChanges {
  const oldIds = new Set(before?.caseIds);
  const newIds = new Set(after?.caseIds);
  const renumbered = (after?.caseIds ?? []).flatMap((id, i) => {
    const old = before?.caseIds.indexOf(id) ?? -1;
    return old >= 0 && old !== i ? [{ id, before: old + 1, after: i + 1 }] : [];
  });
  return { added: caseRefs(after, oldIds), retired: caseRefs(before, newIds), renumbered };
}

const keyOfState = (id: string) => id.split('.').at(-1) ?? id;

/** Pairs a removed and an added state with the same key, when only one of each has it. */
export function movedStates(added: string[], removed: string[]): MachineDiff['states'] {
  const once = (ids: readonly string[], key: string) =>
    ids.filter((id) => keyOfState(id) === key).length === 1;
  const moved = removed.flatMap((from) => {
    const key = keyOfState(from);
    const to = added.find((id) => keyOfState(id) === key);
    return to !== undefined && once(added, key) && once(removed, key) ? [{ from, to }] : [];
  });
  const isMoved = (id: string) => moved.some(({ from, to }) => id === from || id === to);
  return {
    added: added.filter((id) => !isMoved(id)),
    removed: removed.filter((id) => !isMoved(id)),
    moved,
  };
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
  const states = movedStates(
    [...newStates].filter((state) => !oldStates.has(state)),
    [...oldStates].filter((state) => !newStates.has(state)),
  );
  const counts = [
    ...Object.values(states),
    ...Object.values(transitions),
    ...Object.values(paths),
  ].map((list: readonly unknown[]) => list.length);
  const changed = counts.some((count) => count > 0);
  const status = !before ? 'added' : !after ? 'removed' : changed ? 'changed' : 'unchanged';
  const renamed = previousId !== undefined && previousId !== id ? { previousId } : {};
  return { id, ...renamed, status, states, transitions, paths, cases: diffCases(before, after) };
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
      const after = current && sideOf(id, current, rootId, to.messageTexts);
      const before = old && sideOf(id, old.machine, rootId, from.messageTexts);
      return diffMachine(id, old?.oldId, before, after);
    });
  return {
    from: { revision: from.label, object: from.object },
    to: { revision: to.label, object: to.object },
    machines,
  };
}
