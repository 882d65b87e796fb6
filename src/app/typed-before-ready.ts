import { TYPED_ATTRIBUTE } from '../brand/states-from-css.ts';

declare global {
  interface Window {
    /**
     * False on a prerendered page until the app is interactive (its inline script sets it), then
     * true; undefined on a page the app draws itself.
     */
    __portalReady?: boolean;
    /**
     * What the customer entered before then (scripts/build/prerender/inline-script.ts): each
     * field's last text, each checkbox's or radio's last checked state; the last entered last.
     */
    __portalTyped?: Map<EventTarget | null, string | boolean>;
    /** A form the customer sent before then. */
    __portalHeldSubmit?: HTMLFormElement;
    /**
     * The last plain button (not a form's submit), or link within the portal opened in the same
     * tab, the customer clicked before then.
     */
    __portalHeldClick?: HTMLElement;
    /** The customer moved the focus before then (a Tab, a click on a control). */
    __portalFocused?: boolean;
  }
}

type Field = HTMLInputElement | HTMLTextAreaElement;

/**
 * Types `value` into a field the way a person does: the browser's own text insertion, so the
 * field's components (the CPF mask) handle it as typing, with its events and caret.
 */
function typeInto(field: Field, value: string): void {
  // Emptied first as React's state has it (through the element's own setter, which React
  // watches), so the text goes in as typed into an empty field.
  field.value = '';
  field.focus();
  // Deprecated, yet the one way to insert text as the user agent does; where it is missing, the
  // field keeps what React drew.
  // eslint-disable-next-line @typescript-eslint/no-deprecated -- no standard replacement exists
  document.execCommand('insertText', false, value);
}

function isField(target: EventTarget | null): target is Field {
  return target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement;
}

function isChoice(field: Field): field is HTMLInputElement {
  return field.type === 'checkbox' || field.type === 'radio';
}

/**
 * Sets a checkbox or radio the customer changed while the code loaded the way a click does, so
 * the app's state follows. The app starts from the state the page was drawn with (its `checked`
 * attribute), which the box no longer shows: it is put back there first, then clicked.
 */
function choose(choice: HTMLInputElement, checked: boolean): void {
  if (checked === choice.defaultChecked) return;
  choice.checked = choice.defaultChecked;
  choice.click();
}

/** Enters again what the customer entered before the app was ready; the last field keeps the focus. */
function enterAgain(typed: Map<EventTarget | null, string | boolean>): void {
  const entered = [...typed].filter(
    (entry): entry is [Field, string | boolean] => isField(entry[0]) && entry[0].isConnected,
  );
  for (const [field, value] of entered) {
    if (isChoice(field)) choose(field, value === true);
    else typeInto(field, String(value));
  }
  // The customer goes on where they last were.
  entered.at(-1)?.[0].focus();
}

/**
 * The element the app shows in place of `element`: itself, where the app attached to the drawn
 * page; where it drew the page afresh in the stored client's brand (a static page opened without
 * client_id, src/main.tsx), the one of the same kind with the same text and address.
 */
function shownInPlaceOf(element: HTMLElement): HTMLElement | undefined {
  if (element.isConnected) return element;
  return [...document.querySelectorAll<HTMLElement>(element.tagName)].find(
    (candidate) =>
      candidate.textContent === element.textContent &&
      candidate.getAttribute('href') === element.getAttribute('href'),
  );
}

/** From now on the app handles what the customer does, and draws the fields' labels. */
function handOver(): void {
  window.__portalReady = true;
  // What was typed since the fields were entered again, the app has handled itself.
  delete window.__portalTyped;
  delete window.__portalFocused;
  for (const field of document.querySelectorAll(`[${TYPED_ATTRIBUTE}]`))
    field.removeAttribute(TYPED_ATTRIBUTE);
  const held = window.__portalHeldSubmit;
  const clicked = window.__portalHeldClick;
  delete window.__portalHeldSubmit;
  delete window.__portalHeldClick;
  if (clicked) shownInPlaceOf(clicked)?.click();
  if (held?.isConnected) held.requestSubmit();
}

/**
 * The app has committed (hydrated, or drawn): what the customer entered into the prerendered
 * page while the code loaded is entered again into the same fields, where the app's state now
 * starts empty; then the app is ready, and a button or link they clicked and a form they sent in
 * that time are clicked and sent (docs/decisions/024-prerender.md). Until then the page goes on holding a form sent and noting
 * what is typed, so a click in between does not send fields the app's state does not yet have.
 * Each in a task of its own: the fields' own components finish setting themselves up after the
 * first commit, and React handles the input events of one task before the next.
 */
export function takeOverFromPrerender(): void {
  if (!window.__portalTyped && !window.__portalHeldSubmit && !window.__portalHeldClick) {
    handOver();
    return;
  }
  setTimeout(() => {
    const typed = window.__portalTyped;
    delete window.__portalTyped;
    if (typed) enterAgain(typed);
    setTimeout(handOver, 0);
  }, 0);
}
