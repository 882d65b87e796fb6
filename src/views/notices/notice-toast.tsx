import Alert from '@mui/material/Alert';
import { SnackbarContent, type CustomContentProps } from 'notistack';
import type { Ref } from 'react';

type NoticeToastProps = CustomContentProps & { ref?: Ref<HTMLDivElement> };

/**
 * A toast drawn as an MUI Alert. notistack's own toast has role=alert; this one has no live role,
 * because the same notice is already announced by the alert on the card, and screen readers would
 * otherwise read it twice. Its close button stays in the tab order.
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
  return (
    <SnackbarContent ref={ref} style={style} className={className}>
      <Alert
        role="none"
        variant="filled"
        severity={variant === 'default' ? 'info' : variant}
        action={typeof action === 'function' ? action(id) : action}
        sx={{ width: '100%', overflowWrap: 'anywhere' }}
      >
        {message}
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
