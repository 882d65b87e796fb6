import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { OutlinedTextField as TextField } from './outlined-text-field.tsx';
import { useId, useState } from 'react';
import { texts } from '../../content/texts.ts';
import { blockPasteAndDrop } from './block-paste.ts';
import type { ChangeFieldProps } from './field-props.ts';
import { PASSWORD_RULES_ATTRIBUTE } from '../validation/password.ts';
import { VisibilityIcon, VisibilityOffIcon } from './icons.tsx';
import { formTextFieldProps } from './text-field-props.ts';

export interface PasswordFieldProps extends ChangeFieldProps {
  /** For the confirmation: it has to be typed. */
  blockPaste?: boolean;
  maxLength?: number | undefined;
  /** The id of a checklist of the rules under the field, read with it. */
  describedBy?: string | undefined;
}

/** A new password, with a button that shows or hides what was typed. */
export function PasswordField({
  blockPaste = false,
  maxLength,
  describedBy,
  ...field
}: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const id = useId();
  return (
    <TextField
      {...formTextFieldProps(field, {
        htmlInput: {
          spellCheck: false,
          autoCapitalize: 'none',
          // Safari's password generator follows these; other browsers ignore the attribute.
          passwordrules: PASSWORD_RULES_ATTRIBUTE,
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
      })}
      id={id}
      describedBy={describedBy}
      type={visible ? 'text' : 'password'}
      autoComplete="new-password"
      {...(blockPaste ? blockPasteAndDrop : {})}
    />
  );
}
