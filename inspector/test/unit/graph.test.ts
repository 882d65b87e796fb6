import { describe, expect, it } from 'vitest';
import { initialTransition } from 'xstate';
import { MACHINES, type MachineId } from '../../../machines/index.ts';
import { activeStateIds, formatStateValue, machineToGraph } from '../../../machine-graph/index.ts';
import { listStateIds, listTransitions } from '../../../paths/transitions.ts';

const IDS = Object.keys(MACHINES) as MachineId[];

function counts(values: readonly string[]): Map<string, number> {
  const map = new Map<string, number>();
  for (const value of values) map.set(value, (map.get(value) ?? 0) + 1);
  return map;
}

describe.each(IDS)('the graph of the %s machine', (id) => {
  const machine = MACHINES[id];
  const graph = machineToGraph(machine);

  it('has every state exactly once, the root first and parents before children', () => {
    const stateIds = graph.states.map((state) => state.id);
    expect(stateIds[0]).toBe(machine.id);
    expect([...counts(stateIds).values()].every((n) => n === 1)).toBe(true);
    expect(stateIds.slice(1).sort()).toEqual(listStateIds(machine).sort());
    graph.states.forEach((state, i) => {
      if (state.parentId !== null) expect(stateIds.indexOf(state.parentId)).toBeLessThan(i);
    });
  });

  it('has every transition exactly once, with the ids the QA paths use', () => {
    const ids = graph.transitions.map((transition) => transition.id);
    expect([...counts(ids).values()].every((n) => n === 1)).toBe(true);
    expect(ids).toEqual(listTransitions(machine).map((transition) => transition.id));
  });

  it('joins every transition to states it has', () => {
    const known = new Set(graph.states.map((state) => state.id));
    for (const transition of graph.transitions) {
      expect(known.has(transition.source)).toBe(true);
      for (const target of transition.targets) expect(known.has(target)).toBe(true);
    }
  });

  it('marks exactly one initial state per compound state, and the final states', () => {
    for (const parent of graph.states.filter((state) => state.kind === 'compound')) {
      const children = graph.states.filter((state) => state.parentId === parent.id);
      expect(children.filter((child) => child.initial)).toHaveLength(1);
    }
    const finals = graph.states.filter((state) => state.kind === 'final').map((s) => s.key);
    expect(finals.length).toBeGreaterThan(0);
  });

  it('labels every transition, and gives every guarded call answer its status', () => {
    for (const transition of graph.transitions) {
      expect(transition.label.length).toBeGreaterThan(0);
      expect(transition.label).not.toContain(':');
      if (transition.guard?.includes('hasStatus')) expect(transition.statuses).toHaveLength(1);
    }
  });

  it('reads the message each failure shows from the notify actions', () => {
    const shown = graph.transitions.flatMap((transition) => transition.messages.map((m) => m.id));
    const fromTests = listTransitions(machine).flatMap((transition) =>
      transition.actions.flatMap((action) =>
        action.type === 'notify' || action.type === 'notifyAlso'
          ? [String(action.params?.['id'])]
          : [],
      ),
    );
    expect(shown).toEqual(fromTests);
  });

  it('finds the active states of the initial state value', () => {
    const [{ value }] = initialTransition(machine, { clientId: '', redirectUri: '' });
    const active = activeStateIds(machine, value);
    expect(active[0]).toBe(machine.id);
    expect(active.length).toBeGreaterThan(1);
  });
});

describe('the default machine in detail', () => {
  const graph = machineToGraph(MACHINES.default);
  const byId = (id: string) => graph.transitions.find((transition) => transition.id === id);

  it('labels each server status, the client status and the fallback', () => {
    const token = graph.transitions.filter(
      (transition) => transition.eventType === 'xstate.done.actor.requestToken',
    );
    // Spec 4.2: the four named statuses first; any other answer with a token goes on.
    expect(token.map((transition) => transition.label)).toEqual([
      'requestToken done [CLIENT_NOT_FOUND]',
      'requestToken done [INCORRECT_CAPTCHA_RESPONSE]',
      'requestToken done [INSUFFICIENT_CLIENT_DATA]',
      'requestToken done [INVALID_CLIENT_STATUS, REGISTERED]',
      'requestToken done [INVALID_CLIENT_STATUS, BLOCKED]',
      'requestToken done [INVALID_CLIENT_STATUS]',
      'requestToken done [hasToken]',
      'requestToken done [else]',
    ]);
    expect(token.at(-1)?.otherwise).toBe(true);
    expect(token[3]?.clientStatus).toBe('REGISTERED');
  });

  it('keeps the guard, the targets and the messages of a transition', () => {
    const notFound = byId(
      'default.cpf.requestingToken --xstate.done.actor.requestToken[0]--> default.signUpRedirect',
    );
    expect(notFound?.guard).toBe('hasStatus(CLIENT_NOT_FOUND)');
    expect(notFound?.messages).toEqual([{ id: 'client.notFound', severity: 'error' }]);
    const captcha = byId(
      'default.cpf.verifyingCaptcha --xstate.error.actor.captcha[0]--> default.cpf.editing',
    );
    expect(captcha?.label).toBe('captcha error');
    expect(captcha?.messages).toEqual([{ id: 'captcha.failed', severity: 'error' }]);
  });

  it('reads the entry action and the calls of states', () => {
    const redirect = graph.states.find((state) => state.id === 'default.signUpRedirect');
    expect(redirect?.entry).toEqual(['goToDigitalSignUp']);
    expect(redirect?.kind).toBe('final');
    const resend = graph.states.find((state) => state.id === 'default.activation.verifyingCaptcha');
    expect(resend?.invokes).toEqual([{ id: 'resendCaptcha', src: 'captcha' }]);
  });

  it('formats state values as people read them', () => {
    expect(formatStateValue({ cpf: 'editing' })).toBe('cpf.editing');
    expect(formatStateValue('signUpRedirect')).toBe('signUpRedirect');
    expect(activeStateIds(MACHINES.default, { cpf: 'editing' })).toEqual([
      'default',
      'default.cpf',
      'default.cpf.editing',
    ]);
  });
});
