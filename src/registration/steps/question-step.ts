import type { AnswerRequest } from '../../../machines/index.ts';
import { useBlocked, useBusy, useMotherNames, useSend } from '../registration-actor.ts';

/** What the identity question offers its view. */
export interface QuestionStep {
  busy: boolean;
  /** TOKEN_ERROR blocked the access (spec 4.3 and 6): the form cannot send again. */
  blocked: boolean;
  /** The mother's first names the server offered, one of them the customer's. */
  motherNames: string[];
  submit: (answer: AnswerRequest) => void;
}

export function useQuestionStep(): QuestionStep {
  const send = useSend();
  return {
    busy: useBusy(),
    blocked: useBlocked(),
    motherNames: useMotherNames(),
    submit: ({ mothersFirstName, birthdayDay, birthdayYear }) => {
      send({ type: 'answer.submit', mothersFirstName, birthdayDay, birthdayYear });
    },
  };
}
