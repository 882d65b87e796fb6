import { OutlinedTextField as TextField } from './outlined-text-field.tsx';
import type { FieldProps } from './field-props.ts';
import { formTextFieldProps } from './text-field-props.ts';

export interface DigitsFieldProps extends FieldProps {
  maxLength: number;
  autoComplete: string;
  /** Receives the typed value with anything but digits removed, cut to `maxLength`. */
  onValueChange: (digits: string) => void;
}

/** A short number typed as text (a day, a year): numeric keyboard, digits only, limited length. */
export function DigitsField({
  maxLength,
  autoComplete,
  onValueChange,
  ...field
}: DigitsFieldProps) {
  return (
    <TextField
      {...formTextFieldProps(field, { htmlInput: { inputMode: 'numeric', maxLength } })}
      autoComplete={autoComplete}
      onChange={(event) => {
        onValueChange(event.target.value.replace(/\D/g, '').slice(0, maxLength));
      }}
    />
  );
}
