import IconButton from '@mui/material/IconButton';
import { closeSnackbar, enqueueSnackbar } from 'notistack';
import { texts } from '../../../content/texts.ts';
import { CloseIcon } from '../../components/icons.tsx';
import { liftStepActionAbove } from './lift-step-action.ts';
import { TOAST_KEY } from './notice-toast.tsx';
import { createToastStore, type ToastStore } from './toast-store.ts';

/** The toasts' elements on the page among `keys`, in the page's order. */
function toastElements(keys: readonly string[]): HTMLElement[] {
  return [...document.querySelectorAll<HTMLElement>(`[${TOAST_KEY}]`)].filter((toast) =>
    keys.includes(toast.getAttribute(TOAST_KEY) ?? ''),
  );
}

/**
 * Carries out what the toasts' store decides: notistack opens and closes the toasts (its
 * module-level functions reach the provider mounted last), and the step's button is measured
 * against them and lifted. What notistack and the customer do to a toast goes back to the store.
 * Error toasts stay until closed; others hide after a while.
 */
function connectToNotistack(store: ToastStore): ToastStore {
  const { actor } = store;
  actor.on('open', ({ key, notice, text, cardLeaving }) => {
    enqueueSnackbar(cardLeaving ? <span role="alert">{text}</span> : text, {
      key,
      variant: notice.severity,
      persist: notice.severity === 'error',
      onEnter: () => {
        store.entered(key);
      },
      onClose: (_event, _reason, closedKey) => {
        if (closedKey !== undefined) store.closed(String(closedKey));
      },
      action: (toastKey) => (
        <IconButton
          aria-label={texts.app.close}
          title={texts.app.close}
          color="inherit"
          size="small"
          onClick={() => {
            store.dismissed(String(toastKey));
          }}
        >
          <CloseIcon fontSize="small" />
        </IconButton>
      ),
    });
  });
  actor.on('close', ({ keys }) => {
    // Without a key, notistack closes every toast.
    if (keys === 'all') closeSnackbar();
    else for (const key of keys) closeSnackbar(key);
  });
  actor.on('lift', ({ keys }) => {
    liftStepActionAbove(toastElements(keys));
  });
  return store;
}

/** The app's one toasts' store, loaded with the toasts' layer. */
export const toastStore = connectToNotistack(createToastStore());
