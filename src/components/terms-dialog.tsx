import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import { Suspense, lazy, useId } from 'react';
import { TERMS_HEADING } from '../../content/pages/terms-heading.ts';
import { texts } from '../../content/texts.ts';
import { CloseIcon } from './icons.tsx';

// The terms' body is the terms page's, loaded when the dialog first opens: the pages' code stays
// in its own chunk, out of the register screen's bundle.
const TermsContent = lazy(() =>
  import('./terms-content.tsx').then((module) => ({ default: module.TermsContent })),
);

export interface TermsDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The terms of use over the form (refi variant), so the form keeps what was typed. MUI's Dialog
 * is modal: it traps the focus, closes with Escape, and gives the focus back to what opened it.
 * Its title is the `h2` that names it; the terms' sections are `h3`s under it.
 */
export function TermsDialog({ open, onClose }: TermsDialogProps) {
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      scroll="paper"
      maxWidth="md"
      fullWidth
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId} sx={{ pr: 7 }}>
        {TERMS_HEADING}
      </DialogTitle>
      <IconButton
        aria-label={texts.app.close}
        title={texts.app.close}
        onClick={onClose}
        sx={{ position: 'absolute', right: 8, top: 8 }}
      >
        <CloseIcon />
      </IconButton>
      {/* The terms scroll inside the dialog and hold no link or button: the scrolling box itself
          takes the focus, so the arrow keys scroll it (WCAG 2.1.1, axe scrollable-region-focusable). */}
      <DialogContent
        dividers
        tabIndex={0}
        role="region"
        aria-labelledby={titleId}
        sx={{
          '&:focus-visible': {
            outline: '3px solid',
            outlineColor: 'primary.main',
            outlineOffset: -3,
          },
        }}
      >
        <Suspense
          fallback={
            <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
              <CircularProgress aria-label={texts.app.loading} />
            </Box>
          }
        >
          <TermsContent headingLevel="h3" />
        </Suspense>
      </DialogContent>
    </Dialog>
  );
}
