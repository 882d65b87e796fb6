import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { stepActionMark } from './step-action.ts';

export interface SubmitButtonProps {
  /** A call is in flight: the button is disabled so the form is not sent twice. */
  busy: boolean;
  children: ReactNode;
}

/** A form's one submit button, full width under its fields. */
export function SubmitButton({ busy, children }: SubmitButtonProps) {
  return (
    <Button
      {...stepActionMark}
      type="submit"
      variant="contained"
      size="large"
      fullWidth
      disabled={busy}
      sx={{ mt: 2 }}
    >
      {children}
    </Button>
  );
}
