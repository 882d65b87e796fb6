import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import type { ChangeEvent, FocusEventHandler } from 'react';
import { recordingMask } from './recording-mask.ts';

export interface CheckboxFieldProps {
  name: string;
  label: string;
  checked: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur?: FocusEventHandler<HTMLElement> | undefined;
}

/** An optional consent (the WhatsApp contact): a labelled checkbox that is never an error. */
export function CheckboxField({ name, label, checked, onChange, onBlur }: CheckboxFieldProps) {
  return (
    <FormControlLabel
      sx={{ display: 'flex', mt: 1 }}
      control={
        <Checkbox
          name={name}
          checked={checked}
          onChange={onChange}
          {...(onBlur ? { onBlur } : {})}
          slotProps={{ input: recordingMask() }}
        />
      }
      label={label}
    />
  );
}
