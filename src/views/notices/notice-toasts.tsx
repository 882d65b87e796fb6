import IconButton from '@mui/material/IconButton';
import { useSnackbar, type SnackbarKey } from 'notistack';
import { useEffect, useRef } from 'react';
import { texts } from '../../../content/texts.ts';
import type { Notice } from '../../../machines/index.ts';
import { CloseIcon } from '../../components/icons.tsx';
import {
  stepOf,
  useRegistrationActor,
  type RegistrationSnapshot,
} from '../../registration/registration-actor.ts';
import { noticeText } from './notice-text.ts';

/** The notices the toasts on screen show. */
interface ShownBatch {
  /** The `seq` of the batch's first notice: a transition's `notify` starts a new batch. */
  batch: number;
  /** The last `seq` shown, for notices a later transition adds to the same batch. */
  lastSeq: number;
  keys: SnackbarKey[];
}

/**
 * Shows the notices as toasts (spec section 8): every notice of a batch (the refi
 * INSUFFICIENT_CLIENT_DATA warning and its support hint, the digital failure and its warning), and
 * a new batch closes the previous one's toasts. Error toasts stay until closed; others hide after
 * a while. Renders nothing itself: the toasts live in the app's SnackbarProvider, whose `maxSnack`
 * must let a batch of two show at once.
 *
 * The toasts are enqueued from a subscription to the actor rather than from a render: a notice
 * raised by the transition that also makes the app navigate away (refi CLIENT_NOT_FOUND) reaches
 * the subscriber while the actor updates, before React unmounts this card, and the toast, living
 * outside the card, stays on the next page.
 */
export function NoticeToasts() {
  const actor = useRegistrationActor();
  const { enqueueSnackbar, closeSnackbar } = useSnackbar();
  // Kept across re-subscriptions (StrictMode runs the effect twice), so nothing shows twice.
  const shown = useRef<ShownBatch>({ batch: 0, lastSeq: 0, keys: [] });

  useEffect(() => {
    /**
     * Usually the card's alert announces a notice, so the toast stays silent (no double reading).
     * A notice raised as the app leaves the register page (refi CLIENT_NOT_FOUND) has no card to
     * announce it: its toast is an alert itself.
     */
    function enqueue(notice: Notice, cardLeaving: boolean): SnackbarKey {
      const text = noticeText(notice);
      return enqueueSnackbar(cardLeaving ? <span role="alert">{text}</span> : text, {
        variant: notice.severity,
        persist: notice.severity === 'error',
        action: (toastKey) => (
          <IconButton
            aria-label={texts.app.close}
            title={texts.app.close}
            color="inherit"
            size="small"
            onClick={() => {
              closeSnackbar(toastKey);
            }}
          >
            <CloseIcon fontSize="small" />
          </IconButton>
        ),
      });
    }

    function show(snapshot: RegistrationSnapshot) {
      const { notices } = snapshot.context;
      const cardLeaving = stepOf(snapshot) === 'signUpRedirect';
      const [first] = notices;
      const last = notices.at(-1);
      // Cleared notices (a new submit) leave the toasts to hide or be closed by themselves.
      if (first === undefined || last === undefined) return;
      const current = shown.current;
      const sameBatch = first.seq === current.batch;
      const fresh = sameBatch ? notices.filter((notice) => notice.seq > current.lastSeq) : notices;
      if (fresh.length === 0) return;
      if (!sameBatch) {
        for (const key of current.keys) closeSnackbar(key);
      }
      const keys = fresh.map((notice) => enqueue(notice, cardLeaving));
      shown.current = {
        batch: first.seq,
        lastSeq: last.seq,
        keys: sameBatch ? [...current.keys, ...keys] : keys,
      };
    }

    // Notices raised before this effect ran, then every later snapshot as the actor takes it.
    show(actor.getSnapshot());
    const subscription = actor.subscribe(show);
    return () => {
      subscription.unsubscribe();
    };
  }, [actor, enqueueSnackbar, closeSnackbar]);

  return null;
}
