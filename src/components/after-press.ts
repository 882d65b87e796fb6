/**
 * Holds a field's blur handling (its message, a suggestion) until the press that moved the focus
 * away has ended. A message drawn while a finger or the mouse button is still down moves what is
 * below it, and the release then lands elsewhere: the checkbox pressed is not ticked, the button
 * pressed is not clicked (issue 27). With the handling after the release, the control pressed gets
 * its click first and the layout changes afterwards; a blur by the keyboard is handled at once.
 *
 * A mouse press blurs at `mousedown` and clicks after `mouseup`; a tap blurs at the `mousedown`
 * the browser makes up after the touch ends, again followed by `mouseup` and `click`. So a press
 * starts at `pointerdown` or `mousedown` and ends when its `click` starts, before the control
 * pressed handles it: the click's target is already chosen, and the field's handling still comes
 * before the click's own (a submit validates after the field it left, as it did before). A press
 * with no click (dragged off, cancelled) ends in the task after its release.
 */

let pressing = false;
let waiting: (() => void)[] = [];
let listening = false;

function release(): void {
  pressing = false;
  const run = waiting;
  waiting = [];
  for (const handle of run) handle();
}

function listen(): void {
  if (listening) return;
  listening = true;
  const options = { capture: true, passive: true };
  const start = () => {
    pressing = true;
  };
  const end = () => {
    setTimeout(release, 0);
  };
  window.addEventListener('click', release, options);
  window.addEventListener('pointerdown', start, options);
  window.addEventListener('mousedown', start, options);
  window.addEventListener('pointerup', end, options);
  window.addEventListener('mouseup', end, options);
  window.addEventListener('pointercancel', end, options);
  // A press whose release the page never sees (the window lost the focus) holds nothing back.
  window.addEventListener('blur', end, options);
}

/** Starts watching presses; the first field that renders calls it. */
export function watchPresses(): void {
  if (typeof window !== 'undefined') listen();
}

/** `handler`, run at once, or once the press under way has ended. */
export function afterPress<Args extends unknown[]>(
  handler: (...args: Args) => void,
): (...args: Args) => void {
  watchPresses();
  return (...args) => {
    if (!pressing) {
      handler(...args);
      return;
    }
    waiting.push(() => {
      handler(...args);
    });
  };
}
