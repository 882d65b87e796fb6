import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

// Strings: in `sx`, 1 would mean 100% for a size and one spacing unit for a margin.
const hidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/**
 * Text for screen readers only. Styled by a class rather than a style attribute, so a prerendered
 * page keeps it hidden under the strict policy and without JavaScript
 * (docs/decisions/024-prerender.md).
 */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return (
    <Box component="span" sx={hidden}>
      {children}
    </Box>
  );
}
