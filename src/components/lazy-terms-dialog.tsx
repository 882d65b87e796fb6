import { lazy, Suspense } from 'react';
import type { TermsDialogProps } from './terms-dialog.tsx';

const Dialog = lazy(() =>
  import('./terms-dialog.tsx').then((module) => ({ default: module.TermsDialog })),
);

/**
 * The terms dialog, whose code (MUI's Dialog and its parts) loads when a form that offers it is
 * drawn, not with the register screen's first step.
 */
export function TermsDialog(props: TermsDialogProps) {
  return (
    <Suspense fallback={null}>
      <Dialog {...props} />
    </Suspense>
  );
}
