import { fireEvent } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/**
 * Ways to put a whole value into a field at once. Typing key by key re-renders the form on every
 * key; in happy-dom, with React's development build, that is most of a form test's time. Tests about
 * typing itself (masks, length limits, blocked paste) type; the others fill.
 */

/** Focuses the field as a click would and pastes the text where the caret is. */
export async function pasteInto(user: UserEvent, input: HTMLInputElement, text: string) {
  await user.click(input);
  await user.paste(text);
}

/**
 * Puts the text into the field in one input event, as a browser's autofill or a password manager
 * does: the way a value reaches the confirmation fields, which refuse paste and drop, without a
 * key per character.
 */
export async function autofill(user: UserEvent, input: HTMLInputElement, text: string) {
  await user.click(input);
  fireEvent.input(input, { target: { value: text } });
}
