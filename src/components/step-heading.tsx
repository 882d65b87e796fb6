import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useFocusOnMount } from './use-focus-on-mount.ts';

export interface StepHeadingProps {
  children: ReactNode;
}

/**
 * The `h1` of a step. It is focusable by script only (tabIndex -1) and takes the focus when it
 * mounts, so every step change moves the focus to the new step's heading.
 */
export function StepHeading({ children }: StepHeadingProps) {
  const ref = useFocusOnMount<HTMLHeadingElement>();
  return (
    <Typography
      ref={ref}
      variant="h5"
      component="h1"
      tabIndex={-1}
      gutterBottom
      sx={{ fontWeight: 600, '&:focus': { outline: 'none' } }}
    >
      {children}
    </Typography>
  );
}
