import GlobalStyles from '@mui/material/GlobalStyles';
import { useSelector } from '@xstate/react';
import { SnackbarProvider } from 'notistack';
import { useEffect } from 'react';
import { afterPress } from '../../components/after-press.ts';
import { noticeToastComponents } from './notice-toast.tsx';
import { toastStore } from './toast-adapter.tsx';

// Loaded with the first notice (`NoticeHost`), not before the register screen is interactive:
// notistack and its styling engine are about 8.5 KB gzip (docs/performance.md).
export { toastStore } from './toast-adapter.tsx';

/**
 * While a text field of a form has the focus, the toasts step aside (transparent and letting taps
 * through, not closed): on a phone the keyboard leaves little room, and a toast over the field
 * being filled hides what is typed. The card's alert still shows the message; the toasts come back
 * when the focus moves to a button, a box or out of the form, so Tab still reaches their close
 * buttons. While toasts show, the page can scroll its end above them, and a control the focus
 * moves to is scrolled above them, not under them.
 *
 * They come back only once the press that moved the focus has ended (`afterPress`): a toast
 * drawn again at the press, over the button pressed, took the release, and the tap was lost.
 */
const asideStyles = {
  '.notistack-SnackbarContainer': { opacity: 0 },
  // notistack sets `pointer-events: all` on each toast's wrapper, inline.
  '.notistack-SnackbarContainer *': { pointerEvents: 'none !important' },
} as const;
const shownStyles = {
  'html:has(.notistack-SnackbarContainer [role="region"])': { scrollPaddingBottom: '30vh' },
} as const;
/** The room at the page's end while the store keeps it, so the page can scroll above the toasts. */
const roomStyles = { body: { paddingBottom: '30vh' } } as const;

function fillingText(element: Element | null): boolean {
  return (
    element instanceof HTMLInputElement &&
    element.form !== null &&
    element.type !== 'checkbox' &&
    element.type !== 'radio'
  );
}

/** Tells the toasts' store where the focus settles: in a form's text field or elsewhere. */
function useFocusWatch(): void {
  useEffect(() => {
    const settle = () => {
      toastStore.focusSettled(fillingText(document.activeElement));
    };
    const settleAfterPress = afterPress(settle);
    // The toasts step aside at once; they come back after the press.
    const focused = (event: FocusEvent) => {
      if (fillingText(event.target instanceof Element ? event.target : null)) settle();
      else settleAfterPress();
    };
    settle();
    document.addEventListener('focusin', focused);
    document.addEventListener('focusout', settleAfterPress);
    return () => {
      document.removeEventListener('focusin', focused);
      document.removeEventListener('focusout', settleAfterPress);
      toastStore.focusUnwatched();
    };
  }, []);
}

/**
 * The toasts' layer: notistack's provider with the portal's settings and toasts, drawn without
 * children beside the page, and the styles the toasts' store asks for (aside, room).
 * `maxSnack` lets a batch of two show at once (`NoticeToasts`).
 *
 * At the bottom (issue 27): at the top a toast covered the navigation bar, the step's heading
 * and the card's own alert with the same text. On a phone a toast shows at most three lines of
 * its message (the card's alert has it whole); from tablets up it keeps to the left, beside the
 * centred card.
 */
export function NoticeLayer({ onMounted }: { onMounted: () => void }) {
  useFocusWatch();
  const aside = useSelector(toastStore.actor, ({ context }) => context.aside);
  const room = useSelector(toastStore.actor, ({ context }) => context.room);
  // The provider's constructor has connected notistack's functions to it by then.
  useEffect(() => {
    onMounted();
  }, [onMounted]);
  return (
    <>
      <GlobalStyles styles={shownStyles} />
      {aside && <GlobalStyles styles={asideStyles} />}
      {room && <GlobalStyles styles={roomStyles} />}
      <SnackbarProvider
        maxSnack={2}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        Components={noticeToastComponents}
      />
    </>
  );
}
