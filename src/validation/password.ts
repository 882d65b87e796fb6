import { string } from 'yup';
import { validation } from '../../content/validation.ts';

/** Spec section 9. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_SPECIAL_CHARACTERS = '~!@#$%^&*-_+=?><';

const DIGIT = /\d/;
// Any Unicode letter: Brazilians type ç, ã and é, and the spec asks for "a letter", not an ASCII one.
const LETTER = /\p{L}/u;

// A segmenter splits text into graphemes (characters as seen) unless told otherwise.
const graphemes = new Intl.Segmenter('pt-BR');

/**
 * The length of a password as a person counts it: one per character seen (grapheme cluster), so
 * an emoji or an accented letter typed as letter + accent counts once, not as the two or more
 * UTF-16 code units `String.length` would count.
 */
export function passwordLength(password: string): number {
  return Array.from(graphemes.segment(password)).length;
}

/** Each rule of spec section 5, met or not by a password: the checklist under the field. */
export interface PasswordRulesMet {
  length: boolean;
  letter: boolean;
  digit: boolean;
  special: boolean;
}

export function passwordRulesMet(password: string): PasswordRulesMet {
  return {
    length: passwordLength(password) >= PASSWORD_MIN_LENGTH,
    letter: LETTER.test(password),
    digit: DIGIT.test(password),
    special: PASSWORD_SPECIAL_CHARACTERS.split('').some((special) => password.includes(special)),
  };
}

/** A digit, a letter and one of the allowed special characters; other characters may also appear. */
export function isStrongPassword(password: string): boolean {
  const { letter, digit, special } = passwordRulesMet(password);
  return digit && letter && special;
}

/**
 * The same rules for password managers that generate passwords (Safari's `passwordrules`): a
 * letter of either case, a digit and one of the specials, where `-` must come first in a class.
 */
export const PASSWORD_RULES_ATTRIBUTE = `minlength: ${PASSWORD_MIN_LENGTH}; required: lower, upper; required: digit; required: [-${PASSWORD_SPECIAL_CHARACTERS.replace('-', '')}];`;

export function passwordsMatch(password: string, confirmation: string): boolean {
  return password === confirmation;
}

/** The password field: required, then too short, then weak (yup reports tests in this order). */
export function passwordRule(requiredMessage: string) {
  return (
    string()
      .required(requiredMessage)
      // Named 'min' like yup's own rule, which counts UTF-16 code units instead.
      .test({
        name: 'min',
        message: validation.passwordTooShort,
        test: (value) => passwordRulesMet(value).length,
      })
      .test({
        // Stryker disable next-line StringLiteral: strength is the last rule of the non-customer order, where an unlisted rule would go too
        name: 'strength',
        message: validation.passwordWeak,
        test: isStrongPassword,
      })
  );
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
      test(value) {
        const password: unknown = (this.parent as Record<string, unknown>)[passwordField];
        return typeof password !== 'string' || passwordsMatch(password, value);
      },
    });
}
