import Typography from '@mui/material/Typography';
import { texts } from '../../../content/texts.ts';
import { useFocusOnMount } from '../../components/use-focus-on-mount.ts';

/**
 * Replaces the resend button after success. It takes the focus the vanished button had, which
 * also makes screen readers read it.
 */
export function ResentNote() {
  const ref = useFocusOnMount<HTMLParagraphElement>();
  return (
    <Typography
      ref={ref}
      tabIndex={-1}
      color="success.main"
      sx={{ mt: 2, fontWeight: 600, textAlign: 'center' }}
    >
      {texts.activation.resent}
    </Typography>
  );
}
