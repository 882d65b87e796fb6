import {
  initialContext,
  notify,
  notifyAlso,
  registrationSetup,
} from '../shared/registration.setup.ts';
import { activationStep } from '../shared/steps/activation-step.ts';
import { identityStep } from '../shared/steps/identity-step.ts';
import { questionStep } from '../shared/steps/question-step.ts';
import { registerStep } from '../shared/steps/register-step.ts';

const id = 'refi';

/**
 * The refi variant (the default client id and the partner brands): the default flow, but
 * CLIENT_NOT_FOUND says so before leaving for the digital sign-up, and INSUFFICIENT_CLIENT_DATA
 * adds the support contacts.
 */
export const refiMachine = registrationSetup.createMachine({
  id,
  context: ({ input }) => initialContext(input),
  initial: 'cpf',
  states: {
    cpf: identityStep({
      machineId: id,
      clientNotFound: { target: 'signUpRedirect', actions: [notify('client.notFound')] },
      insufficientData: [
        notify('client.insufficientData', 'warning'),
        notifyAlso('client.insufficientDataSupport', 'warning'),
      ],
      registered: 'client.registered',
    }),
    question: questionStep(id, 'finish'),
    finish: registerStep(id, 'client.registered'),
    activation: activationStep(id),
    blocked: { type: 'final' },
    signUpRedirect: { type: 'final', entry: 'goToDigitalSignUp' },
  },
});
