import type { ChangeEventHandler, FocusEventHandler, Ref } from 'react';

/** What every text field of the forms takes: a label, the value, and its error, if any. */
export interface FieldProps {
  name: string;
  label: string;
  value: string;
  onBlur?: FocusEventHandler<HTMLInputElement | HTMLTextAreaElement> | undefined;
  /** The message under the field; the field is flagged as invalid while there is one. */
  error?: string | undefined;
  inputRef?: Ref<HTMLInputElement> | undefined;
}

export interface ChangeFieldProps extends FieldProps {
  onChange: ChangeEventHandler<HTMLInputElement | HTMLTextAreaElement>;
}

/**
 * The helper text is an alert so the error is announced when it appears (on blur or submit);
 * TextField also links it to the input with aria-describedby, so it is read again on focus.
 */
export const errorHelperTextProps = { role: 'alert' } as const;
