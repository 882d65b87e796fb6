import { isValidCpf } from '@brazilian-utils/brazilian-utils';
import { object, string } from 'yup';
import { validation } from '../../content/validation.ts';
import { termsRule } from './terms.ts';

/** A CPF has 11 digits: 9 of the number and 2 check digits (spec section 9). */
export const CPF_LENGTH = 11;

/** The CPF's digits only: what the form keeps and what `cpf.submit` carries. */
export function stripCpfMask(value: string): string {
  return value.replace(/\D/g, '');
}

/**
 * True for 11 digits, not all the same, whose two check digits are right. The check digits and
 * the repeated-digit numbers are the library's (docs/decisions/003-cpf-library.md); the length is
 * checked here because the library also accepts separators we strip first.
 */
export function isCpf(value: string): boolean {
  const digits = stripCpfMask(value);
  return digits.length === CPF_LENGTH && isValidCpf(digits);
}

/** The CPF field: empty, then invalid (spec section 5). */
export const cpfRule = string()
  .required(validation.cpfRequired)
  .test({ name: 'cpf', message: validation.cpfInvalid, skipAbsent: true, test: isCpf });

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
