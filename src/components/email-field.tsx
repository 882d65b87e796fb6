import TextField from '@mui/material/TextField';
import type { ChangeEvent } from 'react';
import { blockPasteAndDrop } from './block-paste.ts';
import { errorHelperTextProps, type ChangeFieldProps } from './field-props.ts';

export interface EmailFieldProps extends ChangeFieldProps {
  /** For the confirmation: it has to be typed. */
  blockPaste?: boolean;
}

/**
 * Lower-cases the input in place before the form sees it, keeping the caret where it was: setting
 * a different value from state would make React move the caret to the end.
 */
function lowerCaseInPlace(event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) {
  const input = event.target;
  const lower = input.value.toLowerCase();
  if (lower === input.value) return;
  const { selectionStart, selectionEnd } = input;
  input.value = lower;
  // type="email" inputs have no selection API; the caret stays put there anyway.
  if (selectionStart !== null && selectionEnd !== null)
    input.setSelectionRange(selectionStart, selectionEnd);
}

/** An e-mail address, lower-cased as it is typed (spec section 4, item 8). */
export function EmailField({
  blockPaste = false,
  onChange,
  error,
  inputRef,
  onBlur,
  ...field
}: EmailFieldProps) {
  return (
    <TextField
      {...field}
      fullWidth
      margin="normal"
      autoComplete="email"
      error={error !== undefined}
      helperText={error}
      onChange={(event) => {
        lowerCaseInPlace(event);
        onChange(event);
      }}
      {...(onBlur ? { onBlur } : {})}
      {...(inputRef ? { inputRef } : {})}
      {...(blockPaste ? blockPasteAndDrop : {})}
      slotProps={{
        // type="text" with inputMode="email": type="email" would hide the caret position from
        // the lower-casing above, and the pattern check is the form's, not the browser's.
        htmlInput: { inputMode: 'email', spellCheck: false, autoCapitalize: 'none' },
        formHelperText: errorHelperTextProps,
      }}
    />
  );
}
