import GlobalStyles from '@mui/material/GlobalStyles';
import IconButton from '@mui/material/IconButton';
import { closeSnackbar, enqueueSnackbar, SnackbarProvider } from 'notistack';
import { useEffect } from 'react';
import { texts } from '../../../content/texts.ts';
import type { Notice } from '../../../machines/index.ts';
import { afterPress } from '../../components/after-press.ts';
import { CloseIcon } from '../../components/icons.tsx';
import { noticeText } from './notice-text.ts';
import { noticeToastComponents, TOAST_KEY } from './notice-toast.tsx';
import { liftStepActionAbove } from './lift-step-action.ts';
import { makeRoomForToasts, TOAST_ROOM } from './toast-room.ts';

// Loaded with the first notice (`NoticeHost`), not before the register screen is interactive:
// notistack and its styling engine are about 8.5 KB gzip (docs/performance.md). notistack's
// module-level `enqueueSnackbar` and `closeSnackbar` reach the provider mounted last.
export { closeSnackbar, enqueueSnackbar } from 'notistack';

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
const FILLING = 'data-filling';

/** The toasts on screen, with whose notice each shows: a step's own stay, the others go. */
const shown = new Map<string, { owner: object; seq: number; text: string }>();
let toastCount = 0;

/** The toasts on screen, not those leaving; none while they step aside for the typing. */
function toastsShown(): HTMLElement[] {
  if (document.documentElement.hasAttribute(FILLING)) return [];
  return [...document.querySelectorAll<HTMLElement>(`[${TOAST_KEY}]`)].filter((toast) =>
    shown.has(toast.getAttribute(TOAST_KEY) ?? ''),
  );
}

function liftAboveShownToasts(): void {
  liftStepActionAbove(toastsShown());
}

/**
 * Shows `notice` of `owner` (the register card's actor) as a toast. The first of a batch closes
 * every toast on screen (spec section 8: a new toast clears the previous one). Error toasts stay
 * until closed; others hide after a while. `cardLeaving`: no card will announce it (the page is
 * being left), so the toast is an alert itself.
 */
export function showNotice(
  owner: object,
  notice: Notice,
  { startsBatch, cardLeaving }: { startsBatch: boolean; cardLeaving: boolean },
): void {
  const text = noticeText(notice);
  // The same quiet toast shown again as a new batch stays instead of leaving and coming back:
  // meanwhile two regions named alike stood on the page (axe landmark-unique).
  const same = cardLeaving ? undefined : [...shown].find(([, toast]) => toast.text === text);
  if (startsBatch && same) {
    for (const [key] of shown) {
      if (key === same[0]) continue;
      shown.delete(key);
      closeSnackbar(key);
    }
    return;
  }
  if (startsBatch) {
    // Without a key, notistack closes every toast.
    closeSnackbar();
    shown.clear();
  }
  makeRoomForToasts();
  toastCount += 1;
  const key = `notice-${String(toastCount)}`;
  shown.set(key, { owner, seq: notice.seq, text: cardLeaving ? '' : text });
  enqueueSnackbar(cardLeaving ? <span role="alert">{text}</span> : text, {
    key,
    variant: notice.severity,
    persist: notice.severity === 'error',
    onEnter: liftAboveShownToasts,
    // A toast that hid itself no longer holds its words.
    onClose: (_event, _reason, closedKey) => {
      if (closedKey !== undefined) shown.delete(String(closedKey));
    },
    action: (toastKey) => (
      <IconButton
        aria-label={texts.app.close}
        title={texts.app.close}
        color="inherit"
        size="small"
        onClick={() => {
          shown.delete(String(toastKey));
          closeSnackbar(toastKey);
        }}
      >
        <CloseIcon fontSize="small" />
      </IconButton>
    ),
  });
}

/**
 * A toast belongs to its step (issue 27): when `owner`'s card reaches another step, every toast
 * goes but those of the notices that step shows (`kept`), also one another page raised.
 */
export function closeOtherToasts(owner: object, kept: readonly number[]): void {
  for (const [key, toast] of shown) {
    if (toast.owner === owner && kept.includes(toast.seq)) continue;
    shown.delete(key);
    closeSnackbar(key);
  }
}

const asideWhileFilling = {
  [`html[${FILLING}] .notistack-SnackbarContainer`]: { opacity: 0 },
  // notistack sets `pointer-events: all` on each toast's wrapper, inline.
  [`html[${FILLING}] .notistack-SnackbarContainer *`]: { pointerEvents: 'none !important' },
  'html:has(.notistack-SnackbarContainer [role="region"])': { scrollPaddingBottom: '30vh' },
  [`html[${TOAST_ROOM}] body`]: { paddingBottom: '30vh' },
} as const;

function fillingText(element: Element | null): boolean {
  return (
    element instanceof HTMLInputElement &&
    element.form !== null &&
    element.type !== 'checkbox' &&
    element.type !== 'radio'
  );
}

/** Keeps `data-filling` on the root while a form's text field has the focus. */
function useFillingMark(): void {
  useEffect(() => {
    const root = document.documentElement;
    // Each time the focus settles outside a text field (the toasts come back, a new message took
    // the focus), the step's button is lifted above them.
    const mark = () => {
      root.toggleAttribute(FILLING, fillingText(document.activeElement));
      liftAboveShownToasts();
    };
    const markAfterPress = afterPress(mark);
    // The toasts step aside at once; they come back after the press.
    const focused = (event: FocusEvent) => {
      if (fillingText(event.target instanceof Element ? event.target : null)) mark();
      else markAfterPress();
    };
    mark();
    document.addEventListener('focusin', focused);
    document.addEventListener('focusout', markAfterPress);
    return () => {
      document.removeEventListener('focusin', focused);
      document.removeEventListener('focusout', markAfterPress);
      root.removeAttribute(FILLING);
    };
  }, []);
}

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
  useFillingMark();
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
