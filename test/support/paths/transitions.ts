import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';
import { getStateNodes } from 'xstate/graph';

/**
 * Every transition of a machine, read from its state nodes, with an id that stays the same as long
 * as the machine's shape does: `<source> --<event type>[<index>]--> <targets>`. Coverage, tests and
 * reports name transitions by this id.
 */

export interface ActionInfo {
  type: string;
  /** Only static params: dynamic ones (a function of the event) are resolved when the action runs. */
  params?: Readonly<Record<string, unknown>>;
}

export interface TransitionInfo {
  id: string;
  source: string;
  /** The event descriptor, or 'always' for an eventless transition. */
  eventType: string;
  /** Position among the source's transitions for this event: the order guards are tried in. */
  index: number;
  targets: readonly string[];
  /** e.g. `and(hasStatus(INVALID_CLIENT_STATUS), hasClientStatus(BLOCKED))`; undefined when unguarded. */
  guard: string | undefined;
  actions: readonly ActionInfo[];
  definition: AnyTransitionDefinition;
}

function isRecord(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null;
}

function describeParams(params: unknown): string {
  if (params === undefined) return '';
  if (typeof params === 'function') return '…';
  const text = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));
  return isRecord(params) ? Object.values(params).map(text).join(', ') : text(params);
}

/** A readable guard: its name and params; `and`/`or`/`not` with their operands. */
export function describeGuard(guard: unknown): string | undefined {
  if (guard === undefined) return undefined;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') {
    // xstate's higher-order guards are functions that keep their operands on the function.
    const { guards, stateValue } = guard as { guards?: unknown; stateValue?: unknown };
    if (Array.isArray(guards)) return `${guard.name}(${guards.map(describeGuard).join(', ')})`;
    if (stateValue !== undefined) return `stateIn(${JSON.stringify(stateValue)})`;
    return guard.name || 'inline guard';
  }
  if (isRecord(guard) && typeof guard['type'] === 'string') {
    return `${guard['type']}(${describeParams(guard['params'])})`;
  }
  return 'unknown guard';
}

function describeAction(action: unknown): ActionInfo {
  if (typeof action === 'string') return { type: action };
  if (typeof action === 'function') {
    // Built-in actions (assign, raise, …) carry their type on the function.
    const { type } = action as { type?: unknown };
    return { type: typeof type === 'string' ? type : action.name || 'inline action' };
  }
  if (isRecord(action) && typeof action['type'] === 'string') {
    const params = action['params'];
    return isRecord(params) && typeof params !== 'function'
      ? { type: action['type'], params }
      : { type: action['type'] };
  }
  return { type: 'unknown action' };
}

function describe(
  definition: AnyTransitionDefinition,
  eventType: string,
  index: number,
): TransitionInfo {
  const source = definition.source.id;
  const targets = (definition.target ?? []).map((target) => target.id);
  const arrow = targets.length ? targets.join(', ') : '(no target)';
  return {
    id: `${source} --${eventType}[${String(index)}]--> ${arrow}`,
    source,
    eventType,
    index,
    targets,
    guard: describeGuard(definition.guard),
    actions: definition.actions.map(describeAction),
    definition,
  };
}

function transitionsOfNode(node: AnyStateNode): TransitionInfo[] {
  const onEvents = [...node.transitions].flatMap(([eventType, definitions]) =>
    definitions.map((definition, index) => describe(definition, eventType, index)),
  );
  const eventless = (node.always ?? []).map((definition, index) =>
    describe(definition, 'always', index),
  );
  return [...onEvents, ...eventless];
}

const cache = new WeakMap<AnyStateMachine, Map<AnyTransitionDefinition, TransitionInfo>>();

/** Transitions by definition object: xstate hands back these same objects when it selects one. */
export function transitionIndex(
  machine: AnyStateMachine,
): ReadonlyMap<AnyTransitionDefinition, TransitionInfo> {
  let index = cache.get(machine);
  if (!index) {
    const nodes = [machine.root, ...getStateNodes(machine.root)];
    index = new Map(
      nodes.flatMap(transitionsOfNode).map((info) => [info.definition, info] as const),
    );
    cache.set(machine, index);
  }
  return index;
}

/** Every transition of the machine, in document order. */
export function listTransitions(machine: AnyStateMachine): TransitionInfo[] {
  return [...transitionIndex(machine).values()];
}

/** Every state node id except the root's, which is always active and so says nothing. */
export function listStateIds(machine: AnyStateMachine): string[] {
  return getStateNodes(machine.root).map((node) => node.id);
}
