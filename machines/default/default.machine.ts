import { initialContext, notify, registrationSetup } from '../shared/registration.setup.ts';
import { activationStep } from '../shared/steps/activation-step.ts';
import { identityStep } from '../shared/steps/identity-step.ts';
import { questionStep } from '../shared/steps/question-step.ts';
import { registerStep } from '../shared/steps/register-step.ts';

const id = 'default';

/**
 * The default variant (no client id, or an unknown one): CPF, captcha, token, question, finish,
 * activation. CLIENT_NOT_FOUND hands the visitor to the digital sign-up route.
 */
export const defaultMachine = registrationSetup.createMachine({
  id,
  context: ({ input }) => initialContext(input),
  initial: 'cpf',
  states: {
    cpf: identityStep({
      machineId: id,
      clientNotFound: { target: 'signUpRedirect', actions: [] },
      insufficientData: [notify('client.insufficientData', 'warning')],
      registered: 'client.registered',
    }),
    question: questionStep(id, 'finish'),
    finish: registerStep(id, 'client.registered'),
    activation: activationStep(id),
    blocked: { type: 'final' },
    signUpRedirect: { type: 'final', entry: 'goToDigitalSignUp' },
  },
});
