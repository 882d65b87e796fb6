import { RegisterPage } from './register-page.tsx';

/** /cadastro-refi-digital: the non-customer simulation sign-up, loaded on demand. */
export function DigitalSignUpPage() {
  return <RegisterPage variant="digital" />;
}

export { DigitalSignUpPage as Component };
