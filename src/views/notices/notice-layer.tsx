import { SnackbarProvider } from 'notistack';
import { useEffect } from 'react';
import { noticeToastComponents } from './notice-toast.tsx';

// Loaded with the first notice (`NoticeHost`), not before the register screen is interactive:
// notistack and its styling engine are about 8.5 KB gzip (docs/performance.md). notistack's
// module-level `enqueueSnackbar` and `closeSnackbar` reach the provider mounted last.
export { closeSnackbar, enqueueSnackbar } from 'notistack';

/**
 * The toasts' layer: notistack's provider with the portal's settings and toasts, drawn without
 * children beside the page. `maxSnack` lets a batch of two show at once (`NoticeToasts`).
 */
export function NoticeLayer({ onMounted }: { onMounted: () => void }) {
  // The provider's constructor has connected notistack's functions to it by then.
  useEffect(() => {
    onMounted();
  }, [onMounted]);
  return (
    <SnackbarProvider
      maxSnack={2}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      Components={noticeToastComponents}
    />
  );
}
