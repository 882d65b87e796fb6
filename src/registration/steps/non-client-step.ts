import type { NonClientValues } from '../../validation/non-client.ts';
import { useBusy, useKnownCpf, useSend } from '../registration-actor.ts';
import { useVariantUi } from '../variant-ui.ts';

/** What the non-customer sign-up (`signUp`, `nonClientPassword`) offers its view. */
export interface NonClientStep {
  busy: boolean;
  /** The CPF given before, digits only: at first access (blocks) or on the register page (digital). */
  knownCpf: string;
  /** Signs up with the form's values; the nickname goes only where it is asked. */
  submit: (values: NonClientValues) => void;
}

export function useNonClientStep(): NonClientStep {
  const send = useSend();
  const { nickname: asksNickname } = useVariantUi();
  return {
    busy: useBusy(),
    knownCpf: useKnownCpf(),
    submit: (values) => {
      send({
        type: 'nonClient.submit',
        name: values.name,
        email: values.email,
        cellphone: values.cellphone,
        birthDate: values.birthDate,
        document: values.cpf,
        password: values.password,
        acceptTermsAndConditions: values.acceptTermsAndConditions,
        acceptSendMessage: values.acceptWhatsapp,
        ...(asksNickname ? { nickname: values.nickname } : {}),
      });
    },
  };
}
