import { isValidCpf } from '@brazilian-utils/brazilian-utils';
import { object, string } from 'yup';
import { validation } from '../../content/validation.ts';
import { termsRule } from './terms.ts';

/** The CPF's digits only: what the form keeps and what `cpf.submit` carries. */
export function stripCpfMask(value: string): string {
  return value.replace(/\D/g, '');
}

/**
 * True for 11 digits (9 of the number and 2 check digits, spec section 9), not all the same,
 * whose two check digits are right. The length, the check digits and the repeated-digit numbers
 * are the library's (docs/decisions/003-cpf-library.md); the value is stripped to its digits
 * first, because the library accepts only its own separators between the groups.
 */
export function isCpf(value: string): boolean {
  return isValidCpf(stripCpfMask(value));
}

/**
 * The CPF field: empty, then invalid (spec section 5). yup runs no test once `required` has
 * failed, so the tests after it never see an absent value (the same in every rule here).
 */
export const cpfRule = string()
  .required(validation.cpfRequired)
  .test({ name: 'cpf', message: validation.cpfInvalid, test: isCpf });

export const cpfSchema = object({ cpf: cpfRule });

export interface CpfValues {
  /** Digits only: the mask is the field's, not the value's. */
  cpf: string;
}

/** The first access of the blocks variants: the CPF, and the terms accepted before it is sent. */
export const firstAccessSchema = object({ cpf: cpfRule, acceptTermsAndConditions: termsRule });

export interface FirstAccessValues extends CpfValues {
  acceptTermsAndConditions: boolean;
}
