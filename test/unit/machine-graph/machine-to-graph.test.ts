import { describe, expect, it } from 'vitest';
import { and, fromPromise, not, or, setup } from 'xstate';
import {
  activeStateIds,
  formatStateValue,
  isFailure,
  machineToGraph,
  transitionIndex,
} from '../../../machine-graph/index.ts';

/**
 * A small machine written here, and what the graph must say about it, written by hand: one walk
 * for the inspector, the scripts and the tests, so its answers are checked against a reader's.
 */
const probe = setup({
  types: { events: {} as { type: 'go' } | { type: 'back' } },
  actors: { requestToken: fromPromise(() => Promise.resolve({ status: 'SUCCESS' })) },
  guards: {
    hasStatus: (_args, params: { status: string }) => params.status !== '',
    hasClientStatus: (_args, params: { clientStatus: string }) => params.clientStatus !== '',
    isReady: () => true,
    isLate: () => false,
  },
  actions: {
    notify: (_args, params: { id: string; severity?: string }) => params.id.length,
    storeCpf: () => undefined,
  },
}).createMachine({
  id: 'probe',
  initial: 'editing',
  states: {
    editing: {
      entry: 'storeCpf',
      on: {
        go: [
          { guard: or(['isReady', not('isLate')]), target: 'calling' },
          { actions: [{ type: 'notify', params: { id: 'NOT_READY', severity: 'warning' } }] },
        ],
      },
    },
    calling: {
      invoke: {
        id: 'requestToken',
        src: 'requestToken',
        onDone: [
          { guard: { type: 'hasStatus', params: { status: 'SUCCESS' } }, target: 'done' },
          {
            guard: and([
              { type: 'hasStatus', params: { status: 'INVALID_CLIENT_STATUS' } },
              { type: 'hasClientStatus', params: { clientStatus: 'BLOCKED' } },
            ]),
            target: 'editing',
            actions: [{ type: 'notify', params: { id: 'BLOCKED' } }],
          },
          { target: 'editing', actions: [{ type: 'notify', params: { id: 'UNEXPECTED' } }] },
        ],
        onError: { target: 'editing' },
      },
    },
    done: { type: 'final' },
  },
});

const graph = machineToGraph(probe);
const byId = (id: string) => graph.transitions.find((transition) => transition.id === id);

describe('machineToGraph on a hand-written machine', () => {
  it('lists the states, root first, with kind, initial flag, calls and entry actions', () => {
    expect(graph.states.map(({ id, kind, initial }) => [id, kind, initial])).toEqual([
      ['probe', 'compound', true],
      ['probe.editing', 'atomic', true],
      ['probe.calling', 'atomic', false],
      ['probe.done', 'final', false],
    ]);
    expect(graph.states[1]?.entry).toEqual(['storeCpf']);
    expect(graph.states[2]?.invokes).toEqual([{ id: 'requestToken', src: 'requestToken' }]);
  });

  it('names every transition by source, event, index and targets, in document order', () => {
    expect(graph.transitions.map((transition) => transition.id)).toEqual([
      'probe.editing --go[0]--> probe.calling',
      'probe.editing --go[1]--> (no target)',
      'probe.calling --xstate.done.actor.requestToken[0]--> probe.done',
      'probe.calling --xstate.done.actor.requestToken[1]--> probe.editing',
      'probe.calling --xstate.done.actor.requestToken[2]--> probe.editing',
      'probe.calling --xstate.error.actor.requestToken[0]--> probe.editing',
    ]);
  });

  it('reads composite guards with their operands and params', () => {
    const go = byId('probe.editing --go[0]--> probe.calling');
    expect(go?.guard).toBe('or(isReady, not(isLate))');
    expect(go?.guardTree).toEqual({
      kind: 'or',
      operands: [
        { kind: 'named', type: 'isReady', params: undefined },
        { kind: 'not', operands: [{ kind: 'named', type: 'isLate', params: undefined }] },
      ],
    });
    const blocked = byId('probe.calling --xstate.done.actor.requestToken[1]--> probe.editing');
    expect(blocked?.guard).toBe('and(hasStatus(INVALID_CLIENT_STATUS), hasClientStatus(BLOCKED))');
    expect(blocked?.guardTree).toEqual({
      kind: 'and',
      operands: [
        { kind: 'named', type: 'hasStatus', params: { status: 'INVALID_CLIENT_STATUS' } },
        { kind: 'named', type: 'hasClientStatus', params: { clientStatus: 'BLOCKED' } },
      ],
    });
    expect(blocked?.statuses).toEqual(['INVALID_CLIENT_STATUS']);
    expect(blocked?.clientStatus).toBe('BLOCKED');
    expect(blocked?.label).toBe('requestToken done [INVALID_CLIENT_STATUS, BLOCKED]');
  });

  it('reads the message id and severity of notify, error when it names none', () => {
    expect(byId('probe.editing --go[1]--> (no target)')?.messages).toEqual([
      { id: 'NOT_READY', severity: 'warning' },
    ]);
    expect(byId('probe.editing --go[1]--> (no target)')?.actions).toEqual([
      { type: 'notify', params: { id: 'NOT_READY', severity: 'warning' } },
    ]);
    expect(
      byId('probe.calling --xstate.done.actor.requestToken[1]--> probe.editing')?.messages,
    ).toEqual([{ id: 'BLOCKED', severity: 'error' }]);
  });

  it('gives a call’s else the statuses its list names and no earlier answer handles alone', () => {
    const otherwise = byId('probe.calling --xstate.done.actor.requestToken[2]--> probe.editing');
    expect(otherwise?.otherwise).toBe(true);
    expect(otherwise?.label).toBe('requestToken done [else]');
    // requestToken's list (machines/shared/statuses.ts) without SUCCESS, which the first handles;
    // INVALID_CLIENT_STATUS stays: the second handles it only for BLOCKED.
    expect(otherwise?.statuses).toContain('INVALID_CLIENT_STATUS');
    expect(otherwise?.statuses).not.toContain('SUCCESS');
    expect(otherwise && isFailure(otherwise)).toBe(true);
  });

  it('tells who sets each transition off', () => {
    expect(graph.transitions.map(({ trigger, actor }) => `${trigger}:${actor ?? '-'}`)).toEqual([
      'user:-',
      'user:-',
      'done:requestToken',
      'done:requestToken',
      'done:requestToken',
      'error:requestToken',
    ]);
  });

  it('maps xstate’s own transition objects back to the graph’s', () => {
    const index = transitionIndex(probe);
    expect(index.size).toBe(graph.transitions.length);
    expect([...index.values()]).toEqual(graph.transitions);
  });

  it('reads eventless transitions as always', () => {
    const eventless = setup({}).createMachine({
      id: 'e',
      initial: 'a',
      states: { a: { always: { target: 'b' } }, b: {} },
    });
    expect(machineToGraph(eventless).transitions.map((t) => [t.id, t.trigger, t.label])).toEqual([
      ['e.a --always[0]--> e.b', 'always', 'always'],
    ]);
  });
});

describe('state values', () => {
  it('lists the active state ids of a value, root first', () => {
    expect(activeStateIds(probe, 'calling')).toEqual(['probe', 'probe.calling']);
  });

  it('writes nested values with dots', () => {
    expect(formatStateValue({ cpf: 'editing' })).toBe('cpf.editing');
    expect(formatStateValue('done')).toBe('done');
  });
});
