import IconButton from '@mui/material/IconButton';
import { useEffect } from 'react';
import { texts } from '../../../content/texts.ts';
import type { Notice } from '../../../machines/index.ts';
import { CloseIcon } from '../../components/icons.tsx';
import {
  stepOf,
  useRegistrationActor,
  type RegistrationActorRef,
} from '../../registration/registration-actor.ts';
import { useNoticeLayer } from './notice-host.tsx';
import { noticeText } from './notice-text.ts';

/** The toasts on screen, with the actor and notice each shows: the step's own stay, others go. */
const shown = new Map<string, { actor: RegistrationActorRef; seq: number }>();
let toastCount = 0;

/**
 * Shows the notices as toasts (spec section 8), as the machine emits them: every notice of a
 * batch (the refi INSUFFICIENT_CLIENT_DATA warning and its support hint, the digital failure and
 * its warning), and a new batch closes every toast on screen, also one raised on the page the
 * visitor came from (spec section 8: a new toast clears the previous one). Error toasts stay until closed;
 * others hide after a while. Renders nothing itself: the toasts live in the app's notice layer
 * (`NoticeHost`, loaded with the first notice), whose `maxSnack` lets a batch of two show at once, and outside the card,
 * so a notice raised as the app leaves the register page (CLIENT_NOT_FOUND) stays on the next.
 *
 * A toast belongs to its step (issue 27): when the card reaches another step, every toast goes but
 * those of the notices that step shows; so the 'Cliente não encontrado.' brought from the register
 * page stays on the sign-up form and goes when its activation step comes.
 */
export function NoticeToasts() {
  const actor = useRegistrationActor();
  const noticeLayer = useNoticeLayer();

  useEffect(() => {
    /**
     * Usually the card's alert announces a notice, so the toast stays silent (no double reading).
     * A notice raised as the app leaves the register page has no card to announce it: its toast
     * is an alert itself.
     */
    function enqueue(
      { enqueueSnackbar, closeSnackbar }: Awaited<ReturnType<typeof noticeLayer>>,
      notice: Notice,
      cardLeaving: boolean,
    ): void {
      const text = noticeText(notice);
      toastCount += 1;
      const key = `notice-${String(toastCount)}`;
      shown.set(key, { actor, seq: notice.seq });
      enqueueSnackbar(cardLeaving ? <span role="alert">{text}</span> : text, {
        key,
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

    let step = stepOf(actor.getSnapshot());
    const steps = actor.subscribe((snapshot) => {
      const next = stepOf(snapshot);
      if (next === step) return;
      step = next;
      const kept = new Set(snapshot.context.notices.map(({ seq }) => seq));
      const stale = [...shown].filter(([, toast]) => toast.actor !== actor || !kept.has(toast.seq));
      if (stale.length === 0) return;
      for (const [key] of stale) shown.delete(key);
      void noticeLayer().then(({ closeSnackbar }) => {
        for (const [key] of stale) closeSnackbar(key);
      });
    });

    const subscription = actor.on('notice', ({ notice, startsBatch }) => {
      // Emitted events arrive once the actor holds its next snapshot.
      const cardLeaving = actor.getSnapshot().hasTag('leavesPage');
      // The layer loads with the first notice; later ones find it loaded, in the order emitted.
      void noticeLayer().then((layer) => {
        // Without a key, notistack closes every toast.
        if (startsBatch) {
          layer.closeSnackbar();
          shown.clear();
        }
        enqueue(layer, notice, cardLeaving);
      });
    });
    return () => {
      subscription.unsubscribe();
      steps.unsubscribe();
    };
  }, [actor, noticeLayer]);

  return null;
}
