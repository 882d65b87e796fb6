import Button from '@mui/material/Button';
import { use } from 'react';
import { RouterAnchor } from '../../components/router-anchor.tsx';
import { privacyPolicy } from '../../../content/pages/privacy-policy.ts';
import { fill } from '../../../content/fill.ts';
import { RegisterRouteContext } from '../register-route-context.ts';

/** A link styled as a button, back to the current route table's register screen. */
export function BackToRegisterButton() {
  const registerPath = use(RegisterRouteContext);
  return (
    <Button component={RouterAnchor} to={registerPath} variant="contained" sx={{ mt: 3 }}>
      {fill(privacyPolicy.backToRegister)}
    </Button>
  );
}
