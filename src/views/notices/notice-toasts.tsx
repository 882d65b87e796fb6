import { useEffect } from 'react';
import { stepOf, useRegistrationActor } from '../../registration/registration-actor.ts';
import { noticeLayerAsked, useNoticeLayer } from './notice-host.tsx';
import { noticeText } from './notice-text.ts';

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
 * those of the notices that step shows; so the CLIENT_NOT_FOUND message brought from the register
 * page stays on the sign-up form and goes when its activation step comes.
 */
export function NoticeToasts() {
  const actor = useRegistrationActor();
  const noticeLayer = useNoticeLayer();

  useEffect(() => {
    let step = stepOf(actor.getSnapshot());
    const steps = actor.subscribe((snapshot) => {
      const next = stepOf(snapshot);
      if (next === step) return;
      step = next;
      // Until a notice (here or on the page before) has loaded the layer, no toast is shown.
      if (!noticeLayerAsked()) return;
      const kept = snapshot.context.notices.map(({ seq }) => seq);
      // The loaded layer's promise settles before the new step is painted: the room at the
      // page's end goes with the step's drawing, not once the toasts have left.
      void noticeLayer().then(({ toastStore }) => {
        toastStore.stepReached(actor, kept);
      });
    });

    const subscription = actor.on('notice', ({ notice, startsBatch }) => {
      // Emitted events arrive once the actor holds its next snapshot. Usually the card's alert
      // announces a notice, so the toast stays silent (no double reading); a notice raised as the
      // app leaves the register page has no card to announce it: its toast is an alert itself.
      const cardLeaving = actor.getSnapshot().hasTag('leavesPage');
      // The layer loads with the first notice; later ones find it loaded, in the order emitted.
      void noticeLayer().then(({ toastStore }) => {
        toastStore.raise(actor, notice, noticeText(notice), { startsBatch, cardLeaving });
      });
    });
    return () => {
      subscription.unsubscribe();
      steps.unsubscribe();
    };
  }, [actor, noticeLayer]);

  return null;
}
