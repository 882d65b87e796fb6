import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { texts } from '../../content/texts.ts';

export interface BusyIndicatorProps {
  busy: boolean;
}

/** A progress bar while a call is in flight. Its height is always reserved, so nothing jumps. */
export function BusyIndicator({ busy }: BusyIndicatorProps) {
  return <Box sx={{ height: 4 }}>{busy && <LinearProgress aria-label={texts.app.busy} />}</Box>;
}
