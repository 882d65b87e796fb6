import { describe, expect, it } from 'vitest';
import type { Notice } from '../../../machines/index.ts';
import type { ToastsEmitted } from '../../../src/views/notices/toasts-machine.ts';
import { createToastStore } from '../../../src/views/notices/toast-store.ts';

/*
 * The toasts' rules of docs/decisions/037 (and 036's press), without a page: what is shown, what
 * stands aside, the room kept at the page's end, and when the step's button is lifted.
 */

const card = { name: 'the register card' };
const otherPage = { name: 'the register page left for the sign-up' };
const CAPTCHA = 'Erro no CAPTCHA. Tente novamente.';
const HINT = 'Entre em contato com a central de atendimento.';

function notice(seq: number, severity: Notice['severity'] = 'error'): Notice {
  return { id: 'captcha.failed', severity, seq };
}

function storeWithLog() {
  const store = createToastStore();
  const emitted: ToastsEmitted[] = [];
  store.actor.on('*', (event) => {
    emitted.push(event);
  });
  const state = () => store.actor.getSnapshot().context;
  const shownKeys = () => state().shown.map(({ key }) => key);
  /** What the store asked for since the last call. */
  const asked = () => emitted.splice(0);
  const raise = (
    seq: number,
    text = CAPTCHA,
    batch = { startsBatch: true, cardLeaving: false },
  ) => {
    store.raise(card, notice(seq), text, batch);
    return shownKeys().at(-1) ?? '';
  };
  return { store, state, shownKeys, asked, raise };
}

describe('the toasts’ store', () => {
  it('opens a toast for a notice, with room kept at the page’s end, closing every toast before a batch', () => {
    const { store, state, asked } = storeWithLog();
    expect(state()).toMatchObject({ shown: [], room: false, aside: false });
    store.raise(card, notice(1), CAPTCHA, { startsBatch: true, cardLeaving: false });
    expect(state().room).toBe(true);
    expect(state().shown).toEqual([{ key: 'notice-1', owner: card, seq: 1, text: CAPTCHA }]);
    expect(asked()).toEqual([
      { type: 'close', keys: 'all' },
      { type: 'open', key: 'notice-1', notice: notice(1), text: CAPTCHA, cardLeaving: false },
    ]);
  });

  it('shows a batch’s second notice beside its first (the refi support hint)', () => {
    const { store, shownKeys, asked, raise } = storeWithLog();
    raise(1);
    asked();
    store.raise(card, notice(2, 'info'), HINT, { startsBatch: false, cardLeaving: false });
    expect(shownKeys()).toEqual(['notice-1', 'notice-2']);
    expect(asked().map(({ type }) => type)).toEqual(['open']);
  });

  it('replaces the previous batch with the next notice', () => {
    const { shownKeys, asked, raise } = storeWithLog();
    raise(1, CAPTCHA);
    asked();
    raise(2, 'Falha ao consultar o CPF.');
    expect(shownKeys()).toEqual(['notice-2']);
    expect(asked().map(({ type }) => type)).toEqual(['close', 'open']);
  });

  it('keeps the same message raised again as a new batch, closing the others, without opening it twice', () => {
    const { store, state, shownKeys, asked, raise } = storeWithLog();
    const first = raise(1, CAPTCHA);
    store.raise(card, notice(2, 'info'), HINT, { startsBatch: false, cardLeaving: false });
    asked();
    raise(3, CAPTCHA);
    expect(shownKeys()).toEqual([first]);
    expect(asked()).toEqual([{ type: 'close', keys: ['notice-2'] }]);
    expect(state().room).toBe(true);
  });

  it('opens again a message whose toast was an alert itself (raised as the page was left)', () => {
    const { shownKeys, asked, raise } = storeWithLog();
    raise(1, CAPTCHA, { startsBatch: true, cardLeaving: true });
    raise(2, CAPTCHA);
    expect(shownKeys()).toEqual(['notice-2']);
    expect(asked().filter(({ type }) => type === 'open')).toHaveLength(2);
  });

  it('lifts the step’s button above every toast shown when one comes in', () => {
    const { store, asked, raise } = storeWithLog();
    raise(1);
    store.raise(card, notice(2, 'info'), HINT, { startsBatch: false, cardLeaving: false });
    asked();
    store.entered('notice-2');
    expect(asked()).toEqual([{ type: 'lift', keys: ['notice-1', 'notice-2'] }]);
  });

  it('stands the toasts aside while a text field is filled, and lifts the button once the focus settles elsewhere', () => {
    const { store, state, asked, raise } = storeWithLog();
    const key = raise(1);
    asked();
    store.focusSettled(true);
    expect(state().aside).toBe(true);
    // A toast coming in while they stand aside covers nothing: no lift.
    store.entered(key);
    expect(asked()).toEqual([]);
    // Still shown, only aside: they come back, and the button is lifted above them.
    expect(state().shown.map((toast) => toast.key)).toEqual([key]);
    store.focusSettled(false);
    expect(state().aside).toBe(false);
    expect(asked()).toEqual([{ type: 'lift', keys: [key] }]);
  });

  it('lifts nothing when no toast is shown', () => {
    const { store, asked } = storeWithLog();
    store.focusSettled(false);
    store.entered('notice-9');
    expect(asked()).toEqual([]);
  });

  it('stands aside no more once nothing watches the focus, without lifting', () => {
    const { store, state, asked, raise } = storeWithLog();
    raise(1);
    store.focusSettled(true);
    asked();
    store.focusUnwatched();
    expect(state().aside).toBe(false);
    expect(asked()).toEqual([]);
  });

  it('closes a toast by its button, and keeps the room: given back then, the page dropped under the finger', () => {
    const { store, state, asked, raise } = storeWithLog();
    const key = raise(1);
    asked();
    store.dismissed(key);
    expect(state()).toMatchObject({ shown: [], room: true });
    expect(asked()).toEqual([{ type: 'close', keys: [key] }]);
  });

  it('forgets a toast that hid itself, keeping the room', () => {
    const { store, state, asked, raise } = storeWithLog();
    const key = raise(1, 'Seu e-mail foi reenviado.');
    asked();
    store.closed(key);
    expect(state()).toMatchObject({ shown: [], room: true });
    expect(asked()).toEqual([]);
    // Forgotten, it is no repeat: the same words open a toast again.
    raise(2, 'Seu e-mail foi reenviado.');
    expect(asked().map(({ type }) => type)).toEqual(['close', 'open']);
  });

  it('keeps, at the next step, only the toasts of the notices that step shows, with the room', () => {
    const { store, state, shownKeys, asked, raise } = storeWithLog();
    raise(1);
    store.raise(card, notice(2, 'info'), HINT, { startsBatch: false, cardLeaving: false });
    asked();
    store.stepReached(card, [2]);
    expect(shownKeys()).toEqual(['notice-2']);
    expect(state().room).toBe(true);
    expect(asked()).toEqual([{ type: 'close', keys: ['notice-1'] }]);
  });

  it('closes every toast and gives the room back at a step that shows no notice', () => {
    const { store, state, asked, raise } = storeWithLog();
    raise(1);
    asked();
    store.stepReached(card, []);
    expect(state()).toMatchObject({ shown: [], room: false });
    expect(asked()).toEqual([{ type: 'close', keys: ['notice-1'] }]);
  });

  it('closes at the next step a toast another page raised, even with the same number', () => {
    const { store, shownKeys, asked } = storeWithLog();
    store.raise(otherPage, notice(1), 'Cliente não encontrado.', {
      startsBatch: true,
      cardLeaving: true,
    });
    asked();
    // The sign-up's card reaches its activation step, showing a notice numbered alike.
    store.stepReached(card, [1]);
    expect(shownKeys()).toEqual([]);
    expect(asked()).toEqual([{ type: 'close', keys: ['notice-1'] }]);
  });
});
