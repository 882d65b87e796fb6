import { createActor, type ActorRefFrom } from 'xstate';
import type { Notice } from '../../../machines/index.ts';
import { toastsMachine } from './toasts-machine.ts';

/**
 * The toasts' store: the one place that holds what is shown, what stands aside, the room kept and
 * when to lift (`toasts-machine.ts`), behind a typed interface. Callers say what happened; the
 * store's emitted events (`open`, `close`, `lift`) and its snapshot say what follows. It knows no
 * DOM: the adapter (`toast-adapter.tsx`) connects it to notistack and the page.
 */
export interface ToastStore {
  /** The actor itself: its snapshot (`shown`, `aside`, `room`) and emitted events. */
  readonly actor: ActorRefFrom<typeof toastsMachine>;
  /** A notice the register card's machine emitted, with its words (`noticeText`). */
  raise: (
    owner: object,
    notice: Notice,
    text: string,
    batch: { startsBatch: boolean; cardLeaving: boolean },
  ) => void;
  /** The toast `key` has started coming in. */
  entered: (key: string) => void;
  /** The customer closed the toast `key` with its button. */
  dismissed: (key: string) => void;
  /** The toast `key` is gone or going (closed, or hid itself). */
  closed: (key: string) => void;
  /** `owner`'s card reached another step, which shows the notices `kept` (their `seq`). */
  stepReached: (owner: object, kept: readonly number[]) => void;
  /** The focus settled, in a form's text field (`filling`) or elsewhere after the press. */
  focusSettled: (filling: boolean) => void;
  /** Nothing watches the focus any more. */
  focusUnwatched: () => void;
}

export function createToastStore(): ToastStore {
  const actor = createActor(toastsMachine).start();
  return {
    actor,
    raise: (owner, notice, text, { startsBatch, cardLeaving }) => {
      actor.send({ type: 'notice.raised', owner, notice, text, startsBatch, cardLeaving });
    },
    entered: (key) => {
      actor.send({ type: 'toast.entered', key });
    },
    dismissed: (key) => {
      actor.send({ type: 'toast.dismissed', key });
    },
    closed: (key) => {
      actor.send({ type: 'toast.closed', key });
    },
    stepReached: (owner, kept) => {
      actor.send({ type: 'step.reached', owner, kept });
    },
    focusSettled: (filling) => {
      actor.send({ type: 'focus.settled', filling });
    },
    focusUnwatched: () => {
      actor.send({ type: 'focus.unwatched' });
    },
  };
}
