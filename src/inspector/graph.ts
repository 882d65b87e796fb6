import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition, StateValue } from 'xstate';
import { and, not, or } from 'xstate';
import { STATUSES_BY_ACTOR } from '../../machines/shared/statuses.ts';

/**
 * A registration machine as a graph the inspector draws and the docs print: every state node and
 * every transition, read from the machine definition (`machine.root`), eventless (`always`) ones
 * and guards included. Transition ids are the ones the QA paths and `docs/paths/coverage.json`
 * use: `<source> --<event type>[<index>]--> <targets>`.
 */

export type StateKind = 'atomic' | 'compound' | 'parallel' | 'final' | 'history';

export interface ChartState {
  /** The state node's id, e.g. `default.cpf.editing`; the root's is the machine's id. */
  id: string;
  /** The state's own name, e.g. `editing`. */
  key: string;
  /** Names from the root down, e.g. `['cpf', 'editing']`; empty for the root. */
  path: readonly string[];
  /** The parent's id; null for the root. */
  parentId: string | null;
  kind: StateKind;
  /** The state its parent enters first (the root counts as initial). */
  initial: boolean;
  /** The calls the state makes while it is active: invoke id and the actor's `src`. */
  invokes: readonly { id: string; src: string }[];
  tags: readonly string[];
  /** Actions run on entry, by type (e.g. `goToDigitalSignUp`). */
  entry: readonly string[];
}

export type TriggerKind = 'user' | 'done' | 'error' | 'always' | 'delay' | 'other';

export interface MessageShown {
  /** The message catalogue id (`content/messages.ts`). */
  id: string;
  severity: string;
}

export interface ChartTransition {
  id: string;
  source: string;
  /** Target state ids; empty when the transition stays where it is. */
  targets: readonly string[];
  /** The event descriptor, or 'always' for an eventless transition. */
  eventType: string;
  /** Position among the source's transitions for this event: the order guards are tried in. */
  index: number;
  trigger: TriggerKind;
  /** For a call's done or error event: the invoke id (`requestToken`, `resendCaptcha`…). */
  actor: string | undefined;
  /** The actor's implementation name (`requestToken`, `captcha`…). */
  src: string | undefined;
  /** e.g. `and(hasStatus(INVALID_CLIENT_STATUS), hasClientStatus(BLOCKED))`. */
  guard: string | undefined;
  /**
   * The server statuses this transition handles. For the unguarded last one of a call (the `else`),
   * the listed statuses no earlier sibling fully handles; a server may still send others.
   */
  statuses: readonly string[];
  /** The client status an INVALID_CLIENT_STATUS answer must name, when the guard asks. */
  clientStatus: string | undefined;
  /** The unguarded transition after guarded siblings: taken when none of them is. */
  otherwise: boolean;
  /** The catalogue messages the transition shows (`notify`/`notifyAlso`). */
  messages: readonly MessageShown[];
  /** Every action, by type. */
  actions: readonly string[];
  /** A short label: `cpf.submit`, `requestToken done [SUCCESS]`, `register error [else]`. */
  label: string;
}

export interface MachineGraph {
  /** The machine's id (`default`, `refi`, …), also the root state's id. */
  id: string;
  /** Every state node, the root first, parents before their children, in document order. */
  states: readonly ChartState[];
  /** Every transition, in document order. */
  transitions: readonly ChartTransition[];
}

const DONE_PREFIX = 'xstate.done.actor.';
const ERROR_PREFIX = 'xstate.error.actor.';
const DELAY_PREFIX = 'xstate.after.';

function isRecord(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null;
}

function describeParams(params: unknown): string {
  if (params === undefined) return '';
  if (typeof params === 'function') return '…';
  const text = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));
  return isRecord(params) ? Object.values(params).map(text).join(', ') : text(params);
}

/**
 * xstate's higher-order guards are functions keeping their operands on `guards`; which one a
 * guard is shows in its `check`. Compared by reference, not by function name, which a minified
 * build renames.
 */
const COMBINATORS: readonly [string, unknown][] = [
  ['and', (and([]) as unknown as { check: unknown }).check],
  ['or', (or([]) as unknown as { check: unknown }).check],
  ['not', (not('x') as unknown as { check: unknown }).check],
];

function combinatorOf(guard: unknown): { name: string; operands: readonly unknown[] } | undefined {
  if (typeof guard !== 'function') return undefined;
  const { guards, check } = guard as { guards?: unknown; check?: unknown };
  const operands = Array.isArray(guards) ? guards : guards === undefined ? undefined : [guards];
  const name = COMBINATORS.find(([, known]) => known === check)?.[0];
  return name !== undefined && operands ? { name, operands } : undefined;
}

/** A readable guard: its name and params; `and`/`or`/`not` with their operands. */
export function describeGuard(guard: unknown): string | undefined {
  if (guard === undefined) return undefined;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') {
    const combinator = combinatorOf(guard);
    if (combinator) {
      return `${combinator.name}(${combinator.operands.map(describeGuard).join(', ')})`;
    }
    const { stateValue } = guard as { stateValue?: unknown };
    if (stateValue !== undefined) return `stateIn(${JSON.stringify(stateValue)})`;
    return guard.name || 'inline guard';
  }
  if (isRecord(guard) && typeof guard['type'] === 'string') {
    return `${guard['type']}(${describeParams(guard['params'])})`;
  }
  return 'unknown guard';
}

/** The named guards a guard is made of: itself, or the operands of `and`. */
function guardParts(guard: unknown): { type: string; params: Readonly<Record<string, unknown>> }[] {
  const combinator = combinatorOf(guard);
  if (combinator) return combinator.name === 'and' ? combinator.operands.flatMap(guardParts) : [];
  if (isRecord(guard) && typeof guard['type'] === 'string') {
    const params = isRecord(guard['params']) ? guard['params'] : {};
    return [{ type: guard['type'], params }];
  }
  return [];
}

/** What a guard asks of a call's answer: the status, and the client status it names. */
function statusCondition(guard: unknown): { status?: string; clientStatus?: string } {
  const parts = guardParts(guard);
  const param = (type: string, name: string) => {
    const value = parts.find((part) => part.type === type)?.params[name];
    return typeof value === 'string' ? value : undefined;
  };
  const status = param('hasStatus', 'status') ?? param('failedWithStatus', 'status');
  const clientStatus = param('hasClientStatus', 'clientStatus');
  return {
    ...(status === undefined ? {} : { status }),
    ...(clientStatus === undefined ? {} : { clientStatus }),
  };
}

/** A guard that checks nothing but one status: every answer with it takes the transition. */
function fullyHandledStatus(guard: unknown): string | undefined {
  const parts = guardParts(guard);
  const only = parts.length === 1 && typeof guard !== 'function' ? parts[0] : undefined;
  if (only?.type !== 'hasStatus') return undefined;
  const status = only.params['status'];
  return typeof status === 'string' ? status : undefined;
}

function actionType(action: unknown): string {
  if (typeof action === 'string') return action;
  if (typeof action === 'function') {
    const { type } = action as { type?: unknown };
    return typeof type === 'string' ? type : action.name || 'inline action';
  }
  return isRecord(action) && typeof action['type'] === 'string' ? action['type'] : 'unknown';
}

function messageOf(action: unknown): MessageShown | undefined {
  if (!isRecord(action) || (action['type'] !== 'notify' && action['type'] !== 'notifyAlso')) {
    return undefined;
  }
  const params = action['params'];
  if (!isRecord(params) || typeof params['id'] !== 'string') return undefined;
  const severity = typeof params['severity'] === 'string' ? params['severity'] : 'error';
  return { id: params['id'], severity };
}

function statusesOf(src: string | undefined): readonly string[] | undefined {
  return src !== undefined && Object.hasOwn(STATUSES_BY_ACTOR, src)
    ? STATUSES_BY_ACTOR[src as keyof typeof STATUSES_BY_ACTOR]
    : undefined;
}

function triggerOf(eventType: string): { trigger: TriggerKind; actor: string | undefined } {
  if (eventType === 'always') return { trigger: 'always', actor: undefined };
  if (eventType.startsWith(DONE_PREFIX)) {
    return { trigger: 'done', actor: eventType.slice(DONE_PREFIX.length) };
  }
  if (eventType.startsWith(ERROR_PREFIX)) {
    return { trigger: 'error', actor: eventType.slice(ERROR_PREFIX.length) };
  }
  if (eventType.startsWith(DELAY_PREFIX)) return { trigger: 'delay', actor: undefined };
  if (eventType.startsWith('xstate.')) return { trigger: 'other', actor: undefined };
  return { trigger: 'user', actor: undefined };
}

function srcOf(node: AnyStateNode, actor: string | undefined): string | undefined {
  if (actor === undefined) return undefined;
  const invoke = node.invoke.find((definition) => definition.id === actor);
  if (!invoke) return undefined;
  return typeof invoke.src === 'string' ? invoke.src : actor;
}

interface LabelParts {
  trigger: TriggerKind;
  actor: string | undefined;
  eventType: string;
  guard: string | undefined;
  condition: { status?: string; clientStatus?: string };
  otherwise: boolean;
}

/** UML-like: the event, then the condition in brackets. No colons, so Mermaid takes it as is. */
function labelOf({ trigger, actor, eventType, guard, condition, otherwise }: LabelParts): string {
  const conditionText = () => {
    if (condition.status !== undefined) {
      return [condition.status, condition.clientStatus].filter(Boolean).join(', ');
    }
    if (guard !== undefined) return guard;
    return otherwise ? 'else' : undefined;
  };
  const text = conditionText();
  const bracket = text === undefined ? '' : ` [${text}]`;
  if (trigger === 'done' || trigger === 'error') return `${actor ?? ''} ${trigger}${bracket}`;
  return `${eventType}${bracket}`;
}

function transitionsOfNode(node: AnyStateNode): ChartTransition[] {
  const groups: [string, readonly AnyTransitionDefinition[]][] = [...node.transitions.entries()];
  if (node.always?.length) groups.push(['always', node.always]);
  return groups.flatMap(([eventType, definitions]) => {
    const { trigger, actor } = triggerOf(eventType);
    const src = srcOf(node, actor);
    const listed = statusesOf(src) ?? [];
    const handled = new Set<string>();
    return definitions.map((definition, index): ChartTransition => {
      const source = definition.source.id;
      const targets = (definition.target ?? []).map((target) => target.id);
      const guard = describeGuard(definition.guard);
      const condition = statusCondition(definition.guard);
      const otherwise = definition.guard === undefined && index > 0;
      const full = fullyHandledStatus(definition.guard);
      let statuses: string[] = [];
      if (trigger === 'done' && condition.status !== undefined) statuses = [condition.status];
      else if (trigger === 'error' && condition.status !== undefined) statuses = [condition.status];
      else if (trigger === 'done' && definition.guard === undefined) {
        statuses = listed.filter((status) => !handled.has(status));
      }
      if (full !== undefined) handled.add(full);
      const arrow = targets.length ? targets.join(', ') : '(no target)';
      return {
        id: `${source} --${eventType}[${String(index)}]--> ${arrow}`,
        source,
        targets,
        eventType,
        index,
        trigger,
        actor,
        src,
        guard,
        statuses,
        clientStatus: condition.clientStatus,
        otherwise,
        messages: definition.actions.flatMap((action) => messageOf(action) ?? []),
        actions: definition.actions.map(actionType),
        label: labelOf({ trigger, actor, eventType, guard, condition, otherwise }),
      };
    });
  });
}

function walk(node: AnyStateNode): AnyStateNode[] {
  return [node, ...Object.values(node.states).flatMap(walk)];
}

/** Whether a parent enters this child first: all children of a parallel state, else its initial. */
function isInitialChild(parent: AnyStateNode, node: AnyStateNode): boolean {
  if (parent.type === 'parallel') return true;
  const target = parent.initial.target[0];
  return target?.path[parent.path.length] === node.key;
}

/** The machine's states and transitions, in document order. */
export function machineToGraph(machine: AnyStateMachine): MachineGraph {
  const nodes = walk(machine.root);
  const states = nodes.map((node): ChartState => {
    const parent = node.parent;
    return {
      id: node.id,
      key: parent ? node.key : machine.id,
      path: node.path,
      parentId: parent?.id ?? null,
      kind: node.type,
      initial: parent ? isInitialChild(parent, node) : true,
      invokes: node.invoke.map((invoke) => ({
        id: invoke.id,
        src: typeof invoke.src === 'string' ? invoke.src : invoke.id,
      })),
      tags: [...node.tags],
      entry: node.entry.map(actionType),
    };
  });
  return { id: machine.id, states, transitions: nodes.flatMap(transitionsOfNode) };
}

/** The ids of the states a state value makes active, the root's included, outermost first. */
export function activeStateIds(machine: AnyStateMachine, value: StateValue): string[] {
  const ids: string[] = [machine.root.id];
  const visit = (node: AnyStateNode, current: StateValue) => {
    const entries: [string, StateValue | undefined][] =
      typeof current === 'string' ? [[current, undefined]] : Object.entries(current);
    for (const [key, child] of entries) {
      const next = node.states[key];
      if (!next) continue;
      ids.push(next.id);
      if (child !== undefined) visit(next, child);
    }
  };
  visit(machine.root, value);
  return ids;
}

/** A state value as people read it: `{ cpf: 'editing' }` → `cpf.editing`. */
export function formatStateValue(value: StateValue): string {
  if (typeof value === 'string') return value;
  const parts = Object.entries(value).map(([key, child]) =>
    child === undefined || (typeof child === 'object' && Object.keys(child).length === 0)
      ? key
      : `${key}.${formatStateValue(child)}`,
  );
  return parts.length === 1 ? (parts[0] ?? '') : `(${parts.join(', ')})`;
}

/** When a transition is taken, in words: the status, the guard, or what is left for a fallback. */
export function describeCondition(transition: ChartTransition): string {
  const { trigger, statuses, clientStatus, otherwise, guard } = transition;
  const [status] = statuses;
  if (otherwise) {
    if (trigger !== 'done') return 'any other failure (network, timeout, HTTP error)';
    const left = statuses.length ? `${statuses.join(', ')} not handled above, or ` : '';
    return `any other answer: ${left}a status no list names`;
  }
  if (trigger === 'done' && status !== undefined) {
    return clientStatus === undefined
      ? `status ${status}`
      : `status ${status} naming client status ${clientStatus}`;
  }
  if (trigger === 'error' && status !== undefined) return `HTTP error whose body says ${status}`;
  if (guard !== undefined) return guard;
  if (trigger === 'error') return 'the call failed (network, timeout, HTTP error)';
  if (trigger === 'done') return 'the call succeeded';
  return 'none';
}

/** A failure: the call failed, or answered with anything but SUCCESS. */
export function isFailure(transition: ChartTransition): boolean {
  if (transition.trigger === 'error') return true;
  return (
    transition.trigger === 'done' &&
    (transition.otherwise ||
      (transition.statuses.length > 0 && !transition.statuses.includes('SUCCESS')))
  );
}
