import type { RegistrationMachine, SuppliedImplementations } from '../machines/index.ts';
import { isEmail } from './email-address.ts';

/**
 * Supplies the machines' pure rules (their guards that are not about a call): the same in the
 * app, the tests and the inspector. `isEmailValid` is the forms' own e-mail rule, so the resend
 * never goes to an address a form would refuse (docs/decisions/011-composition-root.md).
 */
export function provideRules<TMachine extends RegistrationMachine>(machine: TMachine): TMachine {
  const guards = {
    isEmailValid: ({ context }) => isEmail(context.email),
  } satisfies SuppliedImplementations['guards'];
  return machine.provide({ guards }) as TMachine;
}
