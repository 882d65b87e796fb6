import { notify, notifyAlso } from '../shared/notices.ts';
import { initialContext, registrationSetup } from '../shared/registration.setup.ts';
import { stepTargets, type MachineStates } from '../shared/step-targets.ts';
import { activationStep } from '../shared/steps/activation-step.ts';
import { cpfStep } from '../shared/steps/cpf-step.ts';
import { customerFormStep } from '../shared/steps/customer-form-step.ts';
import { digitalSignUpRedirect } from '../shared/steps/digital-sign-up-redirect.ts';
import { questionStep } from '../shared/steps/question-step.ts';

export interface CustomerFlowOptions {
  /** INSUFFICIENT_CLIENT_DATA also shows the support contacts (the refi variant, spec 4.1). */
  supportContacts: boolean;
}

/**
 * The customers' flow of the default and refi variants: CPF → question → finish → activation.
 * CLIENT_NOT_FOUND says so and leaves for the digital sign-up route.
 */
export function customerFlow<const Id extends 'default' | 'refi'>(
  id: Id,
  { supportContacts }: CustomerFlowOptions,
) {
  // Stryker disable next-line StringLiteral: no transition leads back to the first step by its target; its name only checks the states' keys
  const to = stepTargets(id, ['cpf', 'question', 'finish', 'activation', 'signUpRedirect']);
  return registrationSetup.createMachine({
    id,
    context: ({ input }) => initialContext(input),
    initial: 'cpf',
    states: {
      cpf: cpfStep({
        toQuestion: to.question,
        clientNotFound: { target: to.signUpRedirect, actions: [notify('client.notFound')] },
        insufficientData: [
          notify('client.insufficientData', 'warning'),
          ...(supportContacts ? [notifyAlso('client.insufficientDataSupport', 'warning')] : []),
        ],
        registered: 'client.registered',
      }),
      question: questionStep({ toForm: to.finish }),
      finish: customerFormStep({ toActivation: to.activation, registered: 'client.registered' }),
      activation: activationStep(),
      signUpRedirect: digitalSignUpRedirect(),
    } satisfies MachineStates<typeof to>,
  });
}
