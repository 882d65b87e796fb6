/**
 * The room left at the page's end for the toasts, so it can scroll above them. It is made when a
 * toast shows and given back only when the register card reaches another step, never when a toast
 * leaves: given back then, a page scrolled to its end dropped by the room's height under the
 * finger, a moment after the step was drawn (the terms box moved 222 px at 360×740 as it was
 * tapped). A step change redraws the card anyway.
 */
export const TOAST_ROOM = 'data-toast-room';

export function makeRoomForToasts(): void {
  document.documentElement.setAttribute(TOAST_ROOM, '');
}

/** At a step change: the room stays while the new step keeps a notice of the last. */
export function keepRoomForToasts(keep: boolean): void {
  document.documentElement.toggleAttribute(TOAST_ROOM, keep);
}
