import { texts } from '../../../content/texts.ts';
import { StepHeading } from '../../components/step-heading.tsx';
import { useNonClientStep } from '../../registration/steps/non-client-step.ts';
import { NonClientForm } from './non-client-form.tsx';

export interface NonClientViewProps {
  heading: string;
  /** The CPF given at first access, when there was one. */
  knownCpf?: string | undefined;
  /** The CPF typed before the visitor was sent here: filled in, still editable. */
  typedCpf?: string | undefined;
}

/** The non-customer sign-up form under its step's heading. */
export function NonClientView({ heading, knownCpf, typedCpf }: NonClientViewProps) {
  return (
    <>
      <StepHeading>{heading}</StepHeading>
      <NonClientForm knownCpf={knownCpf} typedCpf={typedCpf} />
    </>
  );
}

/**
 * `signUp`, the digital variant's one form: the CPF is asked here, already filled in when the
 * register page sent the visitor here after CLIENT_NOT_FOUND.
 */
export function SignUpView() {
  const { knownCpf: cpf } = useNonClientStep();
  return <NonClientView heading={texts.nonClient.signUpHeading} typedCpf={cpf} />;
}

/**
 * `nonClientPassword`, the blocks variants' password creation for a CPF that is not a customer's:
 * the CPF is the one given at first access.
 */
export function NonClientPasswordView() {
  const { knownCpf: cpf } = useNonClientStep();
  return <NonClientView heading={texts.finish.heading} knownCpf={cpf} />;
}
