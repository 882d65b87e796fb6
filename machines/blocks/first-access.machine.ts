import { initialContext, notify, registrationSetup } from '../shared/registration.setup.ts';
import { activationStep } from '../shared/steps/activation-step.ts';
import { identityStep } from '../shared/steps/identity-step.ts';
import { nonClientStep } from '../shared/steps/non-client-step.ts';
import { questionStep } from '../shared/steps/question-step.ts';
import { registerStep } from '../shared/steps/register-step.ts';

/**
 * The four-step "first access" flow of the blocks variants: first access (CPF and terms),
 * question, password creation, activation. A CPF that is not a customer's goes straight to
 * password creation as a non-customer, whose activation has no resend (there is no token).
 */
export function createFirstAccessMachine(id: string) {
  return registrationSetup.createMachine({
    id,
    context: ({ input }) => initialContext(input),
    initial: 'firstAccess',
    states: {
      firstAccess: identityStep({
        machineId: id,
        clientNotFound: {
          target: 'nonClientPassword',
          actions: [notify('client.notFound', 'info')],
        },
        insufficientData: [notify('client.insufficientData', 'warning')],
        registered: 'client.registeredBlocks',
      }),
      question: questionStep(id, 'createPassword'),
      createPassword: registerStep(id, 'client.registeredBlocks'),
      nonClientPassword: nonClientStep({
        machineId: id,
        registered: 'client.registeredBlocks',
        failed: [notify('register.failed')],
      }),
      activation: activationStep(id),
      nonClientActivation: { type: 'final' },
      blocked: { type: 'final' },
    },
  });
}
