/**
 * Holds a field's blur handling (its message, a suggestion) until the press that moved the focus
 * away has ended. A message drawn while a finger or the mouse button is still down moves what is
 * below it, and the release then lands elsewhere: the checkbox pressed is not ticked, the button
 * pressed is not clicked (issue 27). With the handling after the release, the control pressed gets
 * its click first and the layout changes afterwards; a blur by the keyboard is handled at once.
 *
 * A mouse press blurs at `mousedown` and clicks after `mouseup`; a tap blurs at the `mousedown`
 * the browser makes up after the touch ends, again followed by `mouseup` and `click`. So a press
 * starts at `pointerdown` or `mousedown` and ends once its `click` has reached the window: the
 * control pressed has handled it (a checkbox is ticked), and a form it submits has not started
 * yet (its submit event comes after the click), so the form still sees the field left first. A
 * press with no click (dragged off, cancelled) ends in the task after its release.
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
  // Bubbling: after every handler of the click below the window.
  window.addEventListener('click', release, { passive: true });
  window.addEventListener('pointerdown', start, options);
  window.addEventListener('mousedown', start, options);
  window.addEventListener('pointerup', end, options);
  window.addEventListener('mouseup', end, options);
  window.addEventListener('pointercancel', end, options);
  // A press whose release the page never sees (the window lost the focus) holds nothing back.
  window.addEventListener('blur', (event) => {
    if (event.target === window) end();
  });
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
