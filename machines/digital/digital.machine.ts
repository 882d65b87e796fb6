import { notify, notifyAlso } from '../shared/notices.ts';
import { initialContext, registrationSetup } from '../shared/registration.setup.ts';
import { stepTargets, type MachineStates } from '../shared/step-targets.ts';
import { activationStep } from '../shared/steps/activation-step.ts';
import { nonCustomerFormStep } from '../shared/steps/non-customer-form-step.ts';

const id = 'digital';
// Stryker disable next-line StringLiteral: no transition leads back to the first step by its target; its name only checks the states' keys
const to = stepTargets(id, ['signUp', 'activation']);

/**
 * The non-customer simulation sign-up (/cadastro-refi-digital): one form → activation. A failure
 * adds a warning to contact the relationship centre.
 */
export function createDigitalMachine() {
  return registrationSetup.createMachine({
    id,
    context: ({ input }) => initialContext(input),
    initial: 'signUp',
    states: {
      signUp: nonCustomerFormStep({
        toActivation: to.activation,
        registered: 'client.registered',
        failed: [notify('register.failed'), notifyAlso('register.contactSupport')],
      }),
      activation: activationStep(),
    } satisfies MachineStates<typeof to>,
  });
}
