import IconButton from '@mui/material/IconButton';
import { useSnackbar, type SnackbarKey } from 'notistack';
import { useEffect, useRef } from 'react';
import { texts } from '../../../content/texts.ts';
import { CloseIcon } from '../../components/icons.tsx';
import { useNotices } from '../../registration/registration-actor.ts';
import { noticeText } from './notice-text.ts';

/**
 * Shows each new notice as a toast (spec section 8): error toasts stay until closed, a new toast
 * closes the previous one. Renders nothing itself; the toasts live in the SnackbarProvider.
 */
export function NoticeToasts() {
  const latest = useNotices().at(-1);
  const { enqueueSnackbar, closeSnackbar } = useSnackbar();
  // Which notice the current toast shows: a re-render, or StrictMode's second effect run, must
  // not show it twice.
  const shown = useRef<{ seq: number; key: SnackbarKey } | null>(null);

  useEffect(() => {
    if (latest === undefined || shown.current?.seq === latest.seq) return;
    if (shown.current) closeSnackbar(shown.current.key);
    const key = enqueueSnackbar(noticeText(latest), {
      variant: latest.severity,
      persist: latest.severity === 'error',
      action: (toastKey) => (
        <IconButton
          aria-label={texts.app.close}
          title={texts.app.close}
          color="inherit"
          size="small"
          onClick={() => {
            closeSnackbar(toastKey);
          }}
        >
          <CloseIcon fontSize="small" />
        </IconButton>
      ),
    });
    shown.current = { seq: latest.seq, key };
  }, [latest, enqueueSnackbar, closeSnackbar]);

  return null;
}
