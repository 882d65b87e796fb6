import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { SnackbarContent, type CustomContentProps } from 'notistack';
import { useId, type Ref } from 'react';

/** Each toast's notistack key, on its element. */
export const TOAST_KEY = 'data-toast-key';

type NoticeToastProps = CustomContentProps & { ref?: Ref<HTMLDivElement> };

/**
 * A toast drawn as an MUI Alert. notistack's own toast has role=alert; this one has no live role,
 * because the same notice is usually announced by the alert on the card, and screen readers would
 * otherwise read it twice (`NoticeToasts` makes the message itself an alert when there is no card
 * to announce it). Its close button stays in the tab order.
 *
 * notistack draws the toasts outside the page's landmarks, so each toast is a region landmark
 * named by its own message (two toasts of one batch get different names): screen-reader users can
 * find it in the list of landmarks, and no content is left outside one (axe `region`).
 */
export function NoticeToast({
  ref,
  id,
  message,
  variant,
  action,
  style,
  className,
}: NoticeToastProps) {
  const messageId = useId();
  return (
    <SnackbarContent
      ref={ref}
      style={style}
      className={className}
      role="region"
      aria-labelledby={messageId}
      {...{ [TOAST_KEY]: String(id) }}
    >
      <Alert
        role="none"
        slotProps={{ message: { id: messageId } }}
        variant="filled"
        severity={variant === 'default' ? 'info' : variant}
        action={typeof action === 'function' ? action(id) : action}
        sx={{ width: '100%', maxWidth: { sm: 360 }, overflowWrap: 'anywhere' }}
      >
        {/* On a phone three lines at most: the card's alert shows the whole message. */}
        <Box
          component="span"
          sx={{
            display: '-webkit-box',
            WebkitBoxOrient: 'vertical',
            WebkitLineClamp: { xs: 3, sm: 'none' },
            overflow: 'hidden',
          }}
        >
          {message}
        </Box>
      </Alert>
    </SnackbarContent>
  );
}

/** For `<SnackbarProvider Components={noticeToastComponents}>`. */
export const noticeToastComponents = {
  default: NoticeToast,
  error: NoticeToast,
  warning: NoticeToast,
  info: NoticeToast,
  success: NoticeToast,
};
