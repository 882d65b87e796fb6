import GlobalStyles from '@mui/material/GlobalStyles';
import { SnackbarProvider } from 'notistack';
import { useEffect } from 'react';
import { noticeToastComponents } from './notice-toast.tsx';

// Loaded with the first notice (`NoticeHost`), not before the register screen is interactive:
// notistack and its styling engine are about 8.5 KB gzip (docs/performance.md). notistack's
// module-level `enqueueSnackbar` and `closeSnackbar` reach the provider mounted last.
export { closeSnackbar, enqueueSnackbar } from 'notistack';

/**
 * While a control of a form has the focus, the toasts step aside (hidden, not closed): on a phone
 * the keyboard leaves little room, and a toast over the field being filled hides what is typed.
 * The card's alert still shows the message; the toasts come back when the focus leaves the form.
 */
const asideWhileFilling = {
  'body:has(form :focus) .notistack-SnackbarContainer': { visibility: 'hidden' },
} as const;

/**
 * The toasts' layer: notistack's provider with the portal's settings and toasts, drawn without
 * children beside the page. `maxSnack` lets a batch of two show at once (`NoticeToasts`).
 *
 * At the bottom (issue 27): at the top a toast covered the navigation bar, the step's heading
 * and the card's own alert with the same text. On a phone a toast shows at most three lines of
 * its message (the card's alert has it whole); from tablets up it keeps to the left, beside the
 * centred card.
 */
export function NoticeLayer({ onMounted }: { onMounted: () => void }) {
  // The provider's constructor has connected notistack's functions to it by then.
  useEffect(() => {
    onMounted();
  }, [onMounted]);
  return (
    <>
      <GlobalStyles styles={asideWhileFilling} />
      <SnackbarProvider
        maxSnack={2}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        Components={noticeToastComponents}
      />
    </>
  );
}
