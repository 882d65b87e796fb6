import { STEP_ACTION } from '../../components/step-action.ts';

/** Space left between the lifted button and the toast. */
const GAP_PX = 8;

/**
 * Scrolls the page so that the step's button (OK, PROSSEGUIR…) is under none of `toasts` (issue
 * 27): on a phone an error toast, which stays until closed, sat over PROSSEGUIR after a wrong
 * answer, and the customer's next tap landed on the toast. The room the toasts' store keeps at the
 * page's end lets the page scroll that far. Called when the store asks (`lift`): when a toast
 * appears, in that frame, and when the toasts come back after the typing, once the press has
 * ended: never while a finger is down.
 */
export function liftStepActionAbove(toasts: readonly HTMLElement[]): void {
  let lift = 0;
  for (const toast of toasts) {
    // Where the toast stands: its wrapper's box (notistack's Snackbar), not the toast's own, which
    // is shifted by the slide's transform while it comes in.
    const over = (toast.offsetParent ?? toast).getBoundingClientRect();
    for (const action of document.querySelectorAll(`main [${STEP_ACTION}]`)) {
      const box = action.getBoundingClientRect();
      const covered =
        box.left < over.right &&
        over.left < box.right &&
        box.top < over.bottom &&
        over.top < box.bottom;
      if (covered) lift = Math.max(lift, box.bottom - over.top + GAP_PX);
    }
  }
  if (lift > 0) window.scrollBy({ top: lift, behavior: 'instant' });
}
