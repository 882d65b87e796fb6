import { OutlinedTextField as TextField } from './outlined-text-field.tsx';
import type { ChangeEvent } from 'react';
import { EMAIL_MAX_LENGTH, lowerCaseEmail, normaliseEmail } from '../validation/email.ts';
import { blockPasteAndDrop } from './block-paste.ts';
import type { ChangeFieldProps } from './field-props.ts';
import { formTextFieldProps } from './text-field-props.ts';

export interface EmailFieldProps extends ChangeFieldProps {
  /** For the confirmation: it has to be typed. */
  blockPaste?: boolean;
  /** Also trim what is typed (blocks variants); it is always lower-cased. */
  trim?: boolean;
  /** At most 254 characters unless a form asks for fewer (the digital sign-up's 50). */
  maxLength?: number | undefined;
}

/**
 * Normalises the input in place before the form sees it, keeping the caret after the same
 * characters: setting a different value from state would make React move the caret to the end.
 */
function normaliseInPlace(
  event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>,
  trim: boolean,
) {
  const input = event.target;
  const { value, selectionStart, selectionEnd } = input;
  const normalised = normaliseEmail(value, { trim });
  if (normalised === value) return;
  input.value = normalised;
  if (selectionStart === null || selectionEnd === null) return;
  // Trimming removes blanks before the caret only at the start, and after it only at the end.
  const kept = (position: number) => {
    const before = lowerCaseEmail(value.slice(0, position));
    return Math.min((trim ? before.trimStart() : before).length, normalised.length);
  };
  input.setSelectionRange(kept(selectionStart), kept(selectionEnd));
}

/** An e-mail address, lower-cased (and trimmed where asked) as it is typed (spec section 4, item 8). */
export function EmailField({
  blockPaste = false,
  trim = false,
  maxLength = EMAIL_MAX_LENGTH,
  onChange,
  ...field
}: EmailFieldProps) {
  return (
    <TextField
      {...formTextFieldProps(field, {
        // type="text" with inputMode="email": type="email" would hide the caret position from
        // the normalising below, and the validity check is the form's, not the browser's.
        htmlInput: { inputMode: 'email', spellCheck: false, autoCapitalize: 'none', maxLength },
      })}
      autoComplete="email"
      onChange={(event) => {
        normaliseInPlace(event, trim);
        onChange(event);
      }}
      {...(blockPaste ? blockPasteAndDrop : {})}
    />
  );
}
