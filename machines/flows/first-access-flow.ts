import { notify } from '../shared/notices.ts';
import { initialContext, registrationSetup } from '../shared/registration.setup.ts';
import { stepTargets, type MachineStates } from '../shared/step-targets.ts';
import { activationStep } from '../shared/steps/activation-step.ts';
import { cpfStep } from '../shared/steps/cpf-step.ts';
import { customerFormStep } from '../shared/steps/customer-form-step.ts';
import { nonCustomerFormStep } from '../shared/steps/non-customer-form-step.ts';
import { questionStep } from '../shared/steps/question-step.ts';

/**
 * The four-step "first access" flow of the blocks variants: first access (CPF and terms) →
 * question → password creation → activation. A CPF that is not a customer's goes straight to
 * password creation as a non-customer (name, birth date and nickname), then to the same
 * activation step.
 */
export function firstAccessFlow<const Id extends 'blocks' | 'meu-financiamento'>(id: Id) {
  const to = stepTargets(id, [
    // Stryker disable next-line StringLiteral: no transition leads back to the first step by its target; its name only checks the states' keys
    'firstAccess',
    'question',
    'createPassword',
    'nonClientPassword',
    'activation',
  ]);
  return registrationSetup.createMachine({
    id,
    context: ({ input }) => initialContext(input),
    initial: 'firstAccess',
    states: {
      firstAccess: cpfStep({
        toQuestion: to.question,
        clientNotFound: {
          target: to.nonClientPassword,
          actions: [notify('client.notFound', 'info')],
        },
        insufficientData: [notify('client.insufficientData', 'warning')],
        registered: 'client.registeredBlocks',
      }),
      question: questionStep({ toForm: to.createPassword }),
      createPassword: customerFormStep({
        toActivation: to.activation,
        registered: 'client.registeredBlocks',
      }),
      nonClientPassword: nonCustomerFormStep({
        toActivation: to.activation,
        registered: 'client.registeredBlocks',
        failed: [notify('register.failed')],
      }),
      activation: activationStep(),
    } satisfies MachineStates<typeof to>,
  });
}
