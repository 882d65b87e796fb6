import IconButton from '@mui/material/IconButton';
import { useEffect } from 'react';
import { texts } from '../../../content/texts.ts';
import type { Notice } from '../../../machines/index.ts';
import { CloseIcon } from '../../components/icons.tsx';
import { useRegistrationActor } from '../../registration/registration-actor.ts';
import { useNoticeLayer } from './notice-host.tsx';
import { noticeText } from './notice-text.ts';

/**
 * Shows the notices as toasts (spec section 8), as the machine emits them: every notice of a
 * batch (the refi INSUFFICIENT_CLIENT_DATA warning and its support hint, the digital failure and
 * its warning), and a new batch closes every toast on screen, also one raised on the page the
 * visitor came from (spec section 8: a new toast clears the previous one). Error toasts stay until closed;
 * others hide after a while. Renders nothing itself: the toasts live in the app's notice layer
 * (`NoticeHost`, loaded with the first notice), whose `maxSnack` lets a batch of two show at once, and outside the card,
 * so a notice raised as the app leaves the register page (CLIENT_NOT_FOUND) stays on the next.
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
      enqueueSnackbar(cardLeaving ? <span role="alert">{text}</span> : text, {
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

    const subscription = actor.on('notice', ({ notice, startsBatch }) => {
      // Emitted events arrive once the actor holds its next snapshot.
      const cardLeaving = actor.getSnapshot().hasTag('leavesPage');
      // The layer loads with the first notice; later ones find it loaded, in the order emitted.
      void noticeLayer().then((layer) => {
        // Without a key, notistack closes every toast.
        if (startsBatch) layer.closeSnackbar();
        enqueue(layer, notice, cardLeaving);
      });
    });
    return () => {
      subscription.unsubscribe();
    };
  }, [actor, noticeLayer]);

  return null;
}
