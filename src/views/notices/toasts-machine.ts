import { assign, emit, enqueueActions, setup } from 'xstate';
import type { Notice } from '../../../machines/index.ts';

/*
 * The toasts' state (docs/decisions/037-toasts-beside-the-step.md), decided here without the DOM:
 * which toasts are shown and for whose notice, whether they stand aside while a form is being
 * filled, whether the page keeps room at its end for them, and when the step's button must be
 * lifted above them. What it decides reaches notistack and the page as emitted events
 * (`open`, `close`, `lift`); the adapter (`toast-adapter.tsx`) carries them out and measures.
 */

/** A toast on screen (not one leaving), with the notice it shows. */
export interface ShownToast {
  /** notistack's key, also on the toast's element. */
  key: string;
  /** The register card's actor that raised the notice: a toast belongs to its step. */
  owner: object;
  seq: number;
  /** Its words; '' for a toast that is an alert itself, which is never kept as a repeat. */
  text: string;
}

export interface ToastsContext {
  shown: readonly ShownToast[];
  /** A text field of a form has the focus: the toasts stand aside (transparent, letting taps through). */
  aside: boolean;
  /**
   * The page keeps room at its end (30vh) so it can scroll above the toasts. Made when a toast
   * opens, given back only when the card reaches a step that keeps no notice, never when a toast
   * leaves: given back then, a page scrolled to its end dropped by the room's height under the
   * finger (the terms box moved 222 px at 360×740 as it was tapped).
   */
  room: boolean;
  /** Toasts opened so far: the next one's key. */
  opened: number;
}

export type ToastsEvent =
  /**
   * A notice the register card's machine emitted. `startsBatch`: the first of a transition's
   * notices, which closes every toast on screen (spec section 8). `cardLeaving`: no card will
   * announce it (the page is being left), so the toast is an alert itself.
   */
  | {
      type: 'notice.raised';
      owner: object;
      notice: Notice;
      text: string;
      startsBatch: boolean;
      cardLeaving: boolean;
    }
  /** A toast has started coming in. */
  | { type: 'toast.entered'; key: string }
  /** The customer closed a toast with its button. */
  | { type: 'toast.dismissed'; key: string }
  /** A toast is gone or going (closed, or hid itself): it no longer holds its words. */
  | { type: 'toast.closed'; key: string }
  /** `owner`'s card reached another step, which shows the notices `kept` (by `seq`). */
  | { type: 'step.reached'; owner: object; kept: readonly number[] }
  /**
   * The focus settled: in a form's text field (`filling`), or elsewhere once the press that moved
   * it has ended (decision 036).
   */
  | { type: 'focus.settled'; filling: boolean }
  /** Nothing watches the focus any more (the layer is gone): the toasts stand aside no longer. */
  | { type: 'focus.unwatched' };

export type ToastsEmitted =
  | { type: 'open'; key: string; notice: Notice; text: string; cardLeaving: boolean }
  /** Close these toasts, or every toast notistack holds (also those already leaving). */
  | { type: 'close'; keys: readonly string[] | 'all' }
  /** Scroll the step's button (`data-step-action`) above these toasts. */
  | { type: 'lift'; keys: readonly string[] };

const keysOf = (toasts: readonly ShownToast[]): string[] => toasts.map(({ key }) => key);

export const toastsMachine = setup({
  types: {
    context: {} as ToastsContext,
    events: {} as ToastsEvent,
    emitted: {} as ToastsEmitted,
  },
  actions: {
    /** The step's button clear of every toast shown, unless they stand aside. */
    liftAboveShown: enqueueActions(({ context, enqueue }) => {
      if (context.aside || context.shown.length === 0) return;
      enqueue.emit({ type: 'lift', keys: keysOf(context.shown) });
    }),
  },
}).createMachine({
  id: 'toasts',
  context: { shown: [], aside: false, room: false, opened: 0 },
  on: {
    'notice.raised': {
      actions: enqueueActions(({ context, event, enqueue }) => {
        const { owner, notice, text, startsBatch, cardLeaving } = event;
        // The same quiet toast shown again as a new batch stays instead of leaving and coming
        // back: meanwhile two regions named alike stood on the page (axe landmark-unique). The
        // focus the card's alert takes lifts the step's button.
        const same = cardLeaving ? undefined : context.shown.find((toast) => toast.text === text);
        if (startsBatch && same) {
          const others = context.shown.filter((toast) => toast !== same);
          enqueue.assign({ shown: [same] });
          if (others.length > 0) enqueue.emit({ type: 'close', keys: keysOf(others) });
          return;
        }
        if (startsBatch) enqueue.emit({ type: 'close', keys: 'all' });
        const opened = context.opened + 1;
        const key = `notice-${String(opened)}`;
        const toast = { key, owner, seq: notice.seq, text: cardLeaving ? '' : text };
        enqueue.assign({
          shown: startsBatch ? [toast] : [...context.shown, toast],
          room: true,
          opened,
        });
        enqueue.emit({ type: 'open', key, notice, text, cardLeaving });
      }),
    },
    'toast.entered': { actions: 'liftAboveShown' },
    'toast.dismissed': {
      actions: [
        assign({ shown: ({ context, event }) => context.shown.filter((t) => t.key !== event.key) }),
        emit(({ event }) => ({ type: 'close', keys: [event.key] }) as const),
      ],
    },
    'toast.closed': {
      actions: assign({
        shown: ({ context, event }) => context.shown.filter((t) => t.key !== event.key),
      }),
    },
    // A toast belongs to its step (issue 27): every toast goes but those of the notices the new
    // step shows, also one raised on another page (CLIENT_NOT_FOUND's on the sign-up form).
    'step.reached': {
      actions: enqueueActions(({ context, event, enqueue }) => {
        const stays = (toast: ShownToast) =>
          toast.owner === event.owner && event.kept.includes(toast.seq);
        const leaving = context.shown.filter((toast) => !stays(toast));
        enqueue.assign({ shown: context.shown.filter(stays), room: event.kept.length > 0 });
        if (leaving.length > 0) enqueue.emit({ type: 'close', keys: keysOf(leaving) });
      }),
    },
    // Each time the focus settles outside a text field (the toasts come back, a new message took
    // the focus), the step's button is lifted above them.
    'focus.settled': {
      actions: [assign({ aside: ({ event }) => event.filling }), 'liftAboveShown'],
    },
    'focus.unwatched': { actions: assign({ aside: false }) },
  },
});
