import { describe, expect, it } from 'vitest';
import { BRANDS } from '../../../content/brands/index.ts';
import { MACHINES, type MachineId } from '../../../machines/registry.ts';
import { machineToGraph } from '../../../machine-graph/index.ts';
import { allowListFromMachines, parseAllowList } from '../../../telemetry-contract/allow-list.ts';
import { transitionIdOf } from '../../../telemetry-contract/beacon-contract.ts';

describe('the telemetry allow-list', () => {
  const list = allowListFromMachines();

  it("holds every transition of every machine under the graph's own id, and every brand", () => {
    const expected = (Object.keys(MACHINES) as MachineId[]).flatMap((machine) =>
      machineToGraph(MACHINES[machine]).transitions.map(({ id }) => id),
    );
    expect(list.transitions.map(({ id }) => id)).toEqual(expected);
    expect(new Set(expected).size).toBe(expected.length);
    expect(list.brands.map(({ id }) => id)).toEqual(Object.keys(BRANDS));
    // Spec section 2: the refi family and the default brand offer the digital sign-up.
    expect(list.brands.find(({ id }) => id === 'pagbem')?.machines).toEqual(['refi', 'digital']);
    expect(list.brands.find(({ id }) => id === 'blocks')?.machines).toEqual(['blocks']);
  });

  it('splits each id into labels that give the id back', () => {
    for (const transition of list.transitions) {
      expect(transitionIdOf(transition)).toBe(transition.id);
      expect(transition.from.startsWith(`${transition.machine}.`)).toBe(false);
    }
    expect(list.transitions).toContainEqual({
      id: 'refi.cpf.requestingToken --xstate.done.actor.requestToken[0]--> refi.signUpRedirect',
      machine: 'refi',
      from: 'cpf.requestingToken',
      event: 'xstate.done.actor.requestToken[0]',
      to: 'signUpRedirect',
    });
  });

  it('reads back what the build writes, and refuses another shape', () => {
    expect(parseAllowList(JSON.stringify(list))).toEqual(list);
    expect(() =>
      parseAllowList(
        '{"brands":[{"id":"default","machines":["default"]}],"transitions":[{"id":1}]}',
      ),
    ).toThrow(/Not a telemetry allow-list/);
    // The shape before brands named their machines: a collector must not start with it.
    expect(() => parseAllowList('{"brands":["default"],"transitions":[]}')).toThrow(
      /Not a telemetry allow-list/,
    );
  });
});
