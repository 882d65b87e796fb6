import type { AnyStateMachine, AnyStateNode, StateValue } from 'xstate';
import type { GraphTransition } from './types.ts';

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

/** A failure: the call failed, or answered with anything but SUCCESS. */
export function isFailure(transition: GraphTransition): boolean {
  if (transition.trigger === 'error') return true;
  return (
    transition.trigger === 'done' &&
    (transition.otherwise ||
      (transition.statuses.length > 0 && !transition.statuses.includes('SUCCESS')))
  );
}
