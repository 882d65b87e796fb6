import TextField from '@mui/material/TextField';
import { errorHelperTextProps, type FieldProps } from './field-props.ts';

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
  error,
  inputRef,
  onBlur,
  ...field
}: DigitsFieldProps) {
  return (
    <TextField
      {...field}
      fullWidth
      margin="normal"
      autoComplete={autoComplete}
      error={error !== undefined}
      helperText={error}
      onChange={(event) => {
        onValueChange(event.target.value.replace(/\D/g, '').slice(0, maxLength));
      }}
      {...(onBlur ? { onBlur } : {})}
      {...(inputRef ? { inputRef } : {})}
      slotProps={{
        htmlInput: { inputMode: 'numeric', maxLength },
        formHelperText: errorHelperTextProps,
      }}
    />
  );
}
