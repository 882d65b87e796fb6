import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { texts } from '../../content/texts.ts';
import { blockPasteAndDrop } from './block-paste.ts';
import { errorHelperTextProps, type ChangeFieldProps } from './field-props.ts';
import { VisibilityIcon, VisibilityOffIcon } from './icons.tsx';

export interface PasswordFieldProps extends ChangeFieldProps {
  /** For the confirmation: it has to be typed. */
  blockPaste?: boolean;
  maxLength?: number | undefined;
}

/** A new password, with a button that shows or hides what was typed. */
export function PasswordField({
  blockPaste = false,
  maxLength,
  error,
  inputRef,
  onBlur,
  ...field
}: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const id = useId();
  return (
    <TextField
      {...field}
      id={id}
      type={visible ? 'text' : 'password'}
      fullWidth
      margin="normal"
      autoComplete="new-password"
      error={error !== undefined}
      helperText={error}
      {...(onBlur ? { onBlur } : {})}
      {...(inputRef ? { inputRef } : {})}
      {...(blockPaste ? blockPasteAndDrop : {})}
      slotProps={{
        htmlInput: {
          spellCheck: false,
          autoCapitalize: 'none',
          ...(maxLength === undefined ? {} : { maxLength }),
        },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                aria-label={visible ? texts.finish.hidePassword : texts.finish.showPassword}
                aria-controls={id}
                edge="end"
                onClick={() => {
                  setVisible((shown) => !shown);
                }}
              >
                {visible ? <VisibilityOffIcon /> : <VisibilityIcon />}
              </IconButton>
            </InputAdornment>
          ),
        },
        formHelperText: errorHelperTextProps,
      }}
    />
  );
}
