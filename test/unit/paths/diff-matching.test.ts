import { createMachine } from 'xstate';
import { describe, expect, it } from 'vitest';
import { machinesOfModule } from '../../../scripts/paths/load-machines.ts';
import { currentIdOf } from '../../../scripts/paths/machine-aliases.ts';
import { diffTransitions, type TransitionRecord } from '../../../scripts/paths/machine-diff.ts';

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

const transition = (over: Partial<TransitionRecord>): TransitionRecord => {
  const base = {
    source: 'm.cpf.requesting',
    event: 'xstate.error.actor.requestToken',
    guard: null,
    targets: ['m.cpf.editing'],
    messages: [{ id: 'step.failed', severity: 'error' }],
    ...over,
  };
  return { id: `${base.source} --${base.event}[?]--> ${base.targets.join(', ')}`, ...base };
};

describe('matching transitions', () => {
  it('sees a guarded transition put before an old one as added, the old one unchanged', () => {
    const old = transition({});
    const limited = transition({
      guard: 'isRateLimited',
      messages: [{ id: 'request.rateLimited', severity: 'warning' }],
    });
    expect(diffTransitions([old], [limited, { ...old, id: `${old.id} moved` }])).toEqual({
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
    const reguard = transition({ guard: 'isLocked' });
    expect(diffTransitions([old], [reguard]).changed).toEqual([
      { before: old, after: reguard, changes: ['guard'] },
    ]);
    const message = transition({ guard: 'isBlocked', messages: [{ id: 'x', severity: 'error' }] });
    expect(diffTransitions([old], [message]).changed[0]?.changes).toEqual(['messages']);
    const severity = transition({
      guard: 'isBlocked',
      messages: [{ id: 'step.failed', severity: 'warning' }],
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
});
