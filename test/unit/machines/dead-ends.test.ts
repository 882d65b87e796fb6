import type { AnyStateNode } from 'xstate';
import { describe, expect, it } from 'vitest';
import { MACHINES } from '../../../machines/index.ts';

function leaves(node: AnyStateNode): AnyStateNode[] {
  const children = Object.values(node.states);
  return children.length === 0 ? [node] : children.flatMap(leaves);
}

/** The ways out of a state: its own transitions (events, invoke outcomes, always) and its ancestors'. */
function waysOut(node: AnyStateNode): number {
  let count = 0;
  for (let current: AnyStateNode | undefined = node; current; current = current.parent) {
    count += [...current.transitions.values()].flat().length + (current.always?.length ?? 0);
  }
  return count;
}

describe.each(Object.entries(MACHINES))('the %s machine has no dead end', (_, machine) => {
  const stuck = leaves(machine.root).filter((node) => node.type !== 'final' && waysOut(node) === 0);

  it('every state that is not final has a way forward', () => {
    expect(stuck.map((node) => node.id)).toEqual([]);
  });

  it('has final states, where a customer is meant to stop', () => {
    expect(leaves(machine.root).some((node) => node.type === 'final')).toBe(true);
  });
});
