import {
  DONE_ACTOR_PREFIX as DONE_PREFIX,
  ERROR_ACTOR_PREFIX as ERROR_PREFIX,
} from '../machines/shared/vocabulary.ts';
import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';
import { STATUSES_BY_ACTOR } from '../machines/shared/statuses.ts';
import { describeAction, messageOf } from './actions.ts';
import { describeGuard, fullyHandledStatus, guardTree, statusCondition } from './guards.ts';
import type { GraphState, GraphTransition, MachineGraph, TriggerKind } from './types.ts';

/**
 * The one walk over a machine definition (`machine.root`) that the inspector, the charts
 * (`npm run docs:charts`), the QA paths (`npm run paths`) and the tests share: every state node
 * and every transition, eventless (`always`) ones, guards and action params included.
 */

const DELAY_PREFIX = 'xstate.after.';

function statusesOf(src: string | undefined): readonly string[] | undefined {
  return src !== undefined && Object.hasOwn(STATUSES_BY_ACTOR, src)
    ? STATUSES_BY_ACTOR[src as keyof typeof STATUSES_BY_ACTOR]
    : undefined;
}

export function triggerOf(eventType: string): { trigger: TriggerKind; actor: string | undefined } {
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

/** The id QA paths, coverage and the inspector name a transition by. */
export function transitionId(
  source: string,
  eventType: string,
  index: number,
  targets: readonly string[],
) {
  const arrow = targets.length ? targets.join(', ') : '(no target)';
  return `${source} --${eventType}[${String(index)}]--> ${arrow}`;
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

type Described = readonly [AnyTransitionDefinition, GraphTransition];

function transitionsOfNode(node: AnyStateNode): Described[] {
  const groups: [string, readonly AnyTransitionDefinition[]][] = [...node.transitions.entries()];
  if (node.always?.length) groups.push(['always', node.always]);
  return groups.flatMap(([eventType, definitions]) => {
    const { trigger, actor } = triggerOf(eventType);
    const src = srcOf(node, actor);
    const listed = statusesOf(src) ?? [];
    const handled = new Set<string>();
    return definitions.map((definition, index): Described => {
      const source = definition.source.id;
      const targets = (definition.target ?? []).map((target) => target.id);
      const tree = definition.guard === undefined ? undefined : guardTree(definition.guard);
      const guard = describeGuard(definition.guard);
      const condition = statusCondition(tree);
      const otherwise = definition.guard === undefined && index > 0;
      let statuses: string[] = [];
      if ((trigger === 'done' || trigger === 'error') && condition.status !== undefined) {
        statuses = [condition.status];
      } else if (trigger === 'done' && definition.guard === undefined) {
        // The `else` of a call: what the earlier siblings leave of the statuses the call lists.
        statuses = listed.filter((status) => !handled.has(status));
      }
      const full = fullyHandledStatus(tree);
      if (full !== undefined) handled.add(full);
      const actions = definition.actions.map(describeAction);
      const transition: GraphTransition = {
        id: transitionId(source, eventType, index, targets),
        source,
        targets,
        eventType,
        index,
        trigger,
        actor,
        src,
        guard,
        guardTree: tree,
        statuses,
        clientStatus: condition.clientStatus,
        otherwise,
        messages: actions.flatMap((action) => messageOf(action) ?? []),
        actions,
        label: labelOf({ trigger, actor, eventType, guard, condition, otherwise }),
      };
      return [definition, transition];
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

function stateOf(machine: AnyStateMachine, node: AnyStateNode): GraphState {
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
    entry: node.entry.map((action) => describeAction(action).type),
  };
}

interface Built {
  graph: MachineGraph;
  byDefinition: ReadonlyMap<AnyTransitionDefinition, GraphTransition>;
}

// Machines are immutable once created: each is walked once.
const built = new WeakMap<AnyStateMachine, Built>();

function build(machine: AnyStateMachine): Built {
  const known = built.get(machine);
  if (known) return known;
  const nodes = walk(machine.root);
  const described = nodes.flatMap(transitionsOfNode);
  const result: Built = {
    graph: {
      id: machine.id,
      states: nodes.map((node) => stateOf(machine, node)),
      transitions: described.map(([, transition]) => transition),
    },
    byDefinition: new Map(described),
  };
  built.set(machine, result);
  return result;
}

/** The machine's states and transitions, in document order. */
export function machineToGraph(machine: AnyStateMachine): MachineGraph {
  return build(machine).graph;
}

/**
 * Transitions by definition object: xstate hands back these same objects when it selects one
 * (`machine.getTransitionData`, a snapshot's microsteps), so a step maps to its graph transition.
 */
export function transitionIndex(
  machine: AnyStateMachine,
): ReadonlyMap<AnyTransitionDefinition, GraphTransition> {
  return build(machine).byDefinition;
}
