import { useBusy, useSend } from '../registration-actor.ts';

/** What the CPF step (`cpf`, or the blocks variants' `firstAccess`) offers its view. */
export interface CpfStep {
  /** A call runs: the button shows it, and a submit is ignored by the machine. */
  busy: boolean;
  /** Sends the CPF, digits only. */
  submit: (cpf: string) => void;
}

export function useCpfStep(): CpfStep {
  const send = useSend();
  return {
    busy: useBusy(),
    submit: (cpf) => {
      send({ type: 'cpf.submit', cpf });
    },
  };
}
