import { createMachine } from 'xstate';
import { describe, expect, it } from 'vitest';
import { machinesOfModule } from '../../../scripts/paths/load-machines.ts';
import { currentIdOf } from '../../../scripts/paths/machine-aliases.ts';
import {
  diffTransitions,
  transitionKey,
  type TransitionRecord,
} from '../../../scripts/paths/machine-diff.ts';

/**
 * How `--diff` recognises the same machine and the same transition across revisions whose code
 * was restructured: registries renamed, ids respelt, guards reordered.
 */

const one = createMachine({ id: 'one', initial: 'a', states: { a: {} } });
const two = createMachine({ id: 'two', initial: 'a', states: { a: {} } });

describe('finding the machines of a revision', () => {
  it('takes the record of machines whatever the export is called', () => {
    const found = machinesOfModule({ REGISTRY: { one, two }, VERSION: '1', helpers: { x: 1 } });
    expect([...found.keys()]).toEqual(['one', 'two']);
    expect(found.get('two')).toBe(two);
  });

  it('takes machines exported one by one, by their id, when there is no record', () => {
    const found = machinesOfModule({ oneMachine: one, twoMachine: two, SOMETHING: 3 });
    expect([...found.keys()]).toEqual(['one', 'two']);
  });
});

describe('matching machine ids', () => {
  it('maps a renamed id to the current one', () => {
    expect(currentIdOf('meuFinanciamento', ['default', 'meu-financiamento'])).toBe(
      'meu-financiamento',
    );
    expect(currentIdOf('meu-financiamento', ['default', 'meuFinanciamento'])).toBe(
      'meuFinanciamento',
    );
    expect(currentIdOf('first_access', ['default', 'firstAccess'])).toBe('firstAccess');
  });

  it('keeps the id of a machine that is gone', () => {
    expect(currentIdOf('legacy', ['default', 'refi'])).toBe('legacy');
  });
});

const words = { from: 'etapa do CPF › consultando o CPF', when: 'consulta do CPF falha', to: null };

/** A transition record as the diff builds it, its key from its parts (no position in it). */
const transition = (over: Partial<Omit<TransitionRecord, 'key'>>): TransitionRecord => {
  const base = {
    words,
    source: 'm.cpf.requesting',
    event: 'xstate.error.actor.requestToken',
    guard: null,
    targets: ['m.cpf.editing'],
    messages: [{ id: 'step.failed', severity: 'error', text: 'Ocorreu um erro.' }],
    ...over,
  };
  return { key: transitionKey(base), ...base };
};

describe('matching transitions', () => {
  it('sees a guarded transition put before an old one as added, the old one unchanged', () => {
    const old = transition({});
    const limited = transition({
      guard: 'isRateLimited',
      messages: [{ id: 'request.rateLimited', severity: 'warning', text: 'Muitas tentativas.' }],
    });
    expect(diffTransitions([old], [limited, old])).toEqual({
      added: [limited],
      removed: [],
      changed: [],
    });
  });

  it('reports what changed: target, guard, message ids, severity', () => {
    const old = transition({ guard: 'isBlocked' });
    const retarget = transition({ guard: 'isBlocked', targets: ['m.blocked'] });
    expect(diffTransitions([old], [retarget]).changed).toEqual([
      { before: old, after: retarget, changes: ['target'] },
    ]);
    // A guard that reads otherwise (one that reads alike is no change: diff.test.ts).
    const reguard = transition({ guard: 'isLocked', words: { ...words, when: 'outra condição' } });
    expect(diffTransitions([old], [reguard]).changed).toEqual([
      { before: old, after: reguard, changes: ['guard'] },
    ]);
    const message = transition({
      guard: 'isBlocked',
      messages: [{ id: 'x', severity: 'error', text: undefined }],
    });
    expect(diffTransitions([old], [message]).changed[0]?.changes).toEqual(['messages']);
    const severity = transition({
      guard: 'isBlocked',
      messages: [{ id: 'step.failed', severity: 'warning', text: 'Ocorreu um erro.' }],
    });
    expect(diffTransitions([old], [severity]).changed[0]?.changes).toEqual(['severity']);
  });

  it('sees a transition whose guard and target both changed as removed and added', () => {
    const old = transition({ guard: 'isBlocked' });
    const other = transition({ guard: 'isLocked', targets: ['m.blocked'] });
    expect(diffTransitions([old], [other])).toEqual({
      added: [other],
      removed: [old],
      changed: [],
    });
  });

  it('does not pair transitions of different events', () => {
    const old = transition({});
    const other = transition({ event: 'xstate.error.actor.register' });
    expect(diffTransitions([old], [other])).toEqual({
      added: [other],
      removed: [old],
      changed: [],
    });
  });

  it('keys a transition by source, event, guard and targets, never by its position', () => {
    expect(transition({ guard: 'hasStatus(TOKEN_ERROR)' }).key).toBe(
      'm.cpf.requesting --xstate.error.actor.requestToken [hasStatus(TOKEN_ERROR)]--> m.cpf.editing',
    );
    expect(transition({ targets: [] }).key).toBe(
      'm.cpf.requesting --xstate.error.actor.requestToken--> (sem destino)',
    );
  });

  it('sees two transitions with the same guard, swapped, as unchanged: their targets tell them apart', () => {
    // Guards with dynamic params read alike (`hasStatus(…)`): the target is what differs.
    const toEditing = transition({ guard: 'hasStatus(…)', targets: ['m.cpf.editing'] });
    const toBlocked = transition({
      guard: 'hasStatus(…)',
      targets: ['m.blocked'],
      messages: [{ id: 'client.blocked', severity: 'error', text: 'Acesso bloqueado.' }],
    });
    expect(diffTransitions([toEditing, toBlocked], [toBlocked, toEditing])).toEqual({
      added: [],
      removed: [],
      changed: [],
    });
  });
});
