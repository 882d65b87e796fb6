import { errorHelperTextProps, type FieldProps } from './field-props.ts';
import type { OutlinedTextFieldSlotProps } from './outlined-text-field.tsx';

/** The slots a field fills itself: the helper text's is the same for every field. */
export type FieldSlotProps = Omit<OutlinedTextFieldSlotProps, 'formHelperText'>;

/**
 * The TextField props every text field of the forms shares, so they all lay out and report their
 * errors the same way: full width, normal margin, flagged invalid while there is a message, the
 * message under it as an alert. `onBlur` and `inputRef` are only passed when given, as TextField's
 * types take no explicit `undefined` for them (exactOptionalPropertyTypes).
 */
export function formTextFieldProps<Field extends FieldProps>(
  { error, onBlur, inputRef, ...field }: Field,
  slotProps: FieldSlotProps,
) {
  return {
    ...field,
    fullWidth: true,
    margin: 'normal' as const,
    error: error !== undefined,
    helperText: error,
    ...(onBlur ? { onBlur } : {}),
    ...(inputRef ? { inputRef } : {}),
    slotProps: { ...slotProps, formHelperText: errorHelperTextProps },
  };
}
