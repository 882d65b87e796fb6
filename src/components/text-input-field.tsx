import TextField from '@mui/material/TextField';
import { errorHelperTextProps, type ChangeFieldProps } from './field-props.ts';

export interface TextInputFieldProps extends ChangeFieldProps {
  /** The autofill token: 'name', 'nickname'... */
  autoComplete: string;
  maxLength?: number | undefined;
}

/** A line of free text (a name, a nickname), limited in length where the spec says so. */
export function TextInputField({
  autoComplete,
  maxLength,
  error,
  inputRef,
  onBlur,
  ...field
}: TextInputFieldProps) {
  return (
    <TextField
      {...field}
      fullWidth
      margin="normal"
      autoComplete={autoComplete}
      error={error !== undefined}
      helperText={error}
      {...(onBlur ? { onBlur } : {})}
      {...(inputRef ? { inputRef } : {})}
      slotProps={{
        htmlInput: maxLength === undefined ? {} : { maxLength },
        formHelperText: errorHelperTextProps,
      }}
    />
  );
}
