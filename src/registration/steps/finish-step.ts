import type { FinishValues } from '../../validation/finish.ts';
import { useBusy, useKnownCpf, useSend } from '../registration-actor.ts';
import { useVariantUi } from '../variant-ui.ts';

/** What the finish step ('Para finalizar...', the blocks variants' `createPassword`) offers its view. */
export interface FinishStep {
  busy: boolean;
  /** The CPF given at the first step, digits only: the password must not hold it. */
  cpf: string;
  /** Creates the account from the form's values; the nickname goes only where it is asked. */
  submit: (values: FinishValues) => void;
}

export function useFinishStep(): FinishStep {
  const send = useSend();
  const { nickname: asksNickname } = useVariantUi();
  return {
    busy: useBusy(),
    cpf: useKnownCpf(),
    submit: ({ nickname, cellphone, email, password, acceptTermsAndConditions }) => {
      send({
        type: 'register.submit',
        cellphone,
        email,
        password,
        acceptTermsAndConditions,
        ...(asksNickname ? { nickname } : {}),
      });
    },
  };
}
