import { OutlinedTextField as TextField } from './outlined-text-field.tsx';
import type { ChangeFieldProps } from './field-props.ts';
import { formTextFieldProps } from './text-field-props.ts';

export interface TextInputFieldProps extends ChangeFieldProps {
  /** The autofill token: 'name', 'nickname'... */
  autoComplete: string;
  maxLength?: number | undefined;
}

/** A line of free text (a name, a nickname), limited in length where the spec says so. */
export function TextInputField({ autoComplete, maxLength, ...field }: TextInputFieldProps) {
  return (
    <TextField
      {...formTextFieldProps(field, {
        htmlInput: maxLength === undefined ? {} : { maxLength },
      })}
      autoComplete={autoComplete}
    />
  );
}
