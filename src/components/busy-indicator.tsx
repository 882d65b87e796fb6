import Box from '@mui/material/Box';
import { Suspense } from 'react';
import { texts } from '../../content/texts.ts';
import { lazyComponent } from './lazy-component.tsx';

/**
 * The reserved strip, with the bar's role and name: what shows until MUI's animated bar has
 * arrived (the first call only), or for good if its code fails to load.
 */
function PlainBar({ 'aria-label': label }: { 'aria-label': string }) {
  return <Box role="progressbar" aria-label={label} sx={{ height: 4 }} />;
}

// MUI's animated bar loads with the first call, not before the register screen is interactive
// (1.7 KB gzip, docs/performance.md).
const { Component: ProgressBar } = lazyComponent<{ 'aria-label': string }>(() =>
  import('@mui/material/LinearProgress').then(
    ({ default: LinearProgress }) => LinearProgress,
    () => PlainBar,
  ),
);

export interface BusyIndicatorProps {
  busy: boolean;
}

/**
 * A progress bar while a call is in flight. Its height is always reserved, so nothing jumps, and
 * assistive technology hears the same at once whether the animated bar has arrived or not.
 */
export function BusyIndicator({ busy }: BusyIndicatorProps) {
  return (
    <Box sx={{ height: 4 }}>
      {busy && (
        <Suspense fallback={<PlainBar aria-label={texts.app.busy} />}>
          <ProgressBar aria-label={texts.app.busy} />
        </Suspense>
      )}
    </Box>
  );
}
