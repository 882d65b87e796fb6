import { registrationSetup } from '../registration.setup.ts';

/**
 * The register page is left for the digital sign-up route (CLIENT_NOT_FOUND in the default and
 * refi variants), taking the CPF typed along. Tagged so the views know a notice raised now
 * outlives the card.
 */
export function digitalSignUpRedirect() {
  return registrationSetup.createStateConfig({
    type: 'final',
    tags: 'leavesPage',
    entry: { type: 'goToDigitalSignUp', params: ({ context }) => ({ cpf: context.cpf }) },
  });
}
