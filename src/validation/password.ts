import { string } from 'yup';
import { validation } from '../../content/validation.ts';

/** Spec section 9. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_SPECIAL_CHARACTERS = '~!@#$%^&*-_+=?><';

const DIGIT = /\d/;
const LETTER = /[A-Za-z]/;

/** A digit, a letter and one of the allowed special characters; other characters may also appear. */
export function isStrongPassword(password: string): boolean {
  return (
    DIGIT.test(password) &&
    LETTER.test(password) &&
    PASSWORD_SPECIAL_CHARACTERS.split('').some((special) => password.includes(special))
  );
}

export function passwordsMatch(password: string, confirmation: string): boolean {
  return password === confirmation;
}

/** The password field: required, then too short, then weak (yup reports tests in this order). */
export function passwordRule(requiredMessage: string) {
  return string()
    .required(requiredMessage)
    .min(PASSWORD_MIN_LENGTH, validation.passwordTooShort)
    .test({
      name: 'strength',
      message: validation.passwordWeak,
      skipAbsent: true,
      test: isStrongPassword,
    });
}

/**
 * The confirmation of the password in `passwordField`. A mismatch is only reported once both are
 * filled: with the password still empty, its own required message is the one to read.
 */
export function confirmPasswordRule(requiredMessage: string, passwordField = 'password') {
  return string()
    .required(requiredMessage)
    .test({
      name: 'samePassword',
      message: validation.passwordMismatch,
      skipAbsent: true,
      test(value) {
        const password: unknown = (this.parent as Record<string, unknown>)[passwordField];
        return typeof password !== 'string' || passwordsMatch(password, value);
      },
    });
}
