declare global {
  interface Window {
    /**
     * False on a prerendered page until the app is interactive (its inline script sets it), then
     * true; undefined on a page the app draws itself.
     */
    __portalReady?: boolean;
    /** What was typed into each field before then (scripts/build/prerender/inline-script.ts). */
    __portalTyped?: Map<EventTarget | null, string>;
    /** A form the customer sent before then. */
    __portalHeldSubmit?: HTMLFormElement;
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

/**
 * The app is interactive (hydrated, or drawn): what the customer typed into the prerendered page
 * while the code loaded is typed again into the same fields, where the app's state now starts
 * empty, then a form they sent in that time is sent (docs/decisions/024-prerender.md). In a task
 * of its own: the fields' own components finish setting themselves up after the first commit.
 */
export function takeOverFromPrerender(): void {
  window.__portalReady = true;
  const typed = window.__portalTyped;
  const held = window.__portalHeldSubmit;
  delete window.__portalTyped;
  delete window.__portalHeldSubmit;
  if (!typed && !held) return;
  setTimeout(() => {
    const fields = [...(typed ?? [])].filter(
      (entry): entry is [Field, string] =>
        isField(entry[0]) && entry[0].isConnected && entry[0].type !== 'checkbox',
    );
    for (const [field, value] of fields) typeInto(field, value);
    // The customer goes on typing where they last typed (the step's heading took the focus when
    // the app attached).
    fields.at(-1)?.[0].focus();
    // Sent in a later task again, once React has handled those input events.
    if (held)
      setTimeout(() => {
        if (held.isConnected) held.requestSubmit();
      }, 0);
  }, 0);
}
