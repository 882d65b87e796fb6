/**
 * What a driver's click needs from the page, run in it (each function is sent as source: it uses
 * nothing outside itself). A pointer presses where an element was a moment before; if the page
 * moved meanwhile (a toast leaving shortens the page, which then scrolls), the press lands on
 * something else. Playwright, in Chromium, checks the element under each pointer event and
 * presses again; the Firefox and WebKit drivers get the same from these: the press is armed on
 * the element, and one that reaches anything else is stopped before the page handles it, and
 * made again.
 */

/** Where a pointer presses an element, or what covers it. */
export type ClickPoint = { x: number; y: number } | { covered: string };

/** What the last armed press reached. */
export type PressResult = { state: 'pending' | 'hit' } | { state: 'missed'; reached: string };

/**
 * What WebDriver's element click does before it presses, for a driver that only moves a pointer
 * (puppeteer-core): the element scrolled into view at the end of the scrollport (which honours the
 * page's scroll padding, as a customer scrolls a button above the toasts), then the centre of its
 * first box in view, provided a press there reaches the element.
 */
export function clickPoint(element: Element): ClickPoint {
  element.scrollIntoView({ block: 'end', inline: 'nearest', behavior: 'instant' });
  const box = [...element.getClientRects()].find((rect) => rect.width > 0 && rect.height > 0);
  if (!box) return { covered: 'nothing: it has no box' };
  const x = Math.floor((Math.max(box.left, 0) + Math.min(box.right, innerWidth)) / 2);
  const y = Math.floor((Math.max(box.top, 0) + Math.min(box.bottom, innerHeight)) / 2);
  const hit = document.elementFromPoint(x, y);
  if (hit && (hit === element || element.contains(hit))) return { x, y };
  const what = hit
    ? `${hit.tagName.toLowerCase()} “${hit.textContent.trim().slice(0, 60)}”`
    : 'nothing';
  return { covered: what };
}

/**
 * Arms the next press on `element`: its pointer and mouse events are let through if they reach
 * the element, and stopped (no focus moved, no click) from the first that reaches anything else
 * to the end of that press.
 */
export function armPress(element: Element): boolean {
  const state = { state: 'pending', reached: '' };
  (window as unknown as { __enginePress: typeof state }).__enginePress = state;
  const types = ['pointerdown', 'mousedown', 'pointerup', 'mouseup', 'click'];
  const describe = (target: EventTarget | null) =>
    target instanceof Element
      ? `${target.tagName.toLowerCase()} “${target.textContent.trim().slice(0, 60)}”`
      : 'the document';
  const done = () => {
    for (const type of types) window.removeEventListener(type, check, true);
  };
  function check(event: Event) {
    const target = event.target;
    const onElement = target instanceof Node && (target === element || element.contains(target));
    if (!onElement && state.state !== 'missed') {
      state.state = 'missed';
      state.reached = describe(target);
    }
    if (state.state === 'missed') {
      event.preventDefault();
      event.stopImmediatePropagation();
    }
    // A press ends with its click, or without one (down and up on different elements) after
    // its release.
    if (event.type === 'click') done();
    if (event.type === 'mouseup') {
      setTimeout(() => {
        done();
        if (state.state === 'pending') state.state = 'hit';
      }, 0);
    }
    if (event.type === 'click' && state.state === 'pending') state.state = 'hit';
  }
  for (const type of types) window.addEventListener(type, check, true);
  return true;
}

/** The armed press's result; 'pending' until the press has ended. */
export function pressResult(): PressResult {
  const { state, reached } = (
    window as unknown as { __enginePress: { state: PressResult['state']; reached: string } }
  ).__enginePress;
  return state === 'missed' ? { state, reached } : { state };
}
