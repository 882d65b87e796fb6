import { string } from 'yup';
import { validation } from '../../content/validation.ts';

/** One local part, one @, a domain with at least one dot, no spaces. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The e-mail rule of every form, and of the machines' resend guard (supplied by the app). */
export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}

/** The e-mail field. */
export function emailRule(requiredMessage: string) {
  return string()
    .required(requiredMessage)
    .test('email', validation.emailInvalid, (value) => isEmail(value));
}

/**
 * The confirmation of the e-mail in `emailField`. Equality is a plain test rather than
 * `oneOf(ref)`, because yup runs `oneOf` before every other test and the pattern message must
 * come first.
 */
export function confirmEmailRule(emailField = 'email') {
  return string()
    .required(validation.confirmEmailInvalid)
    .matches(EMAIL_PATTERN, validation.confirmEmailInvalid)
    .test({
      name: 'sameEmail',
      message: validation.emailMismatch,
      skipAbsent: true,
      test(value) {
        const email: unknown = (this.parent as Record<string, unknown>)[emailField];
        return value === email;
      },
    });
}

/** E-mails are compared and sent lower-cased (spec section 4, item 8). */
export function lowerCaseEmail(value: string): string {
  return value.toLowerCase();
}

export interface EmailNormalisation {
  /** Also remove leading and trailing blanks (blocks variants, spec section 4, item 8). */
  trim: boolean;
}

/** What an e-mail input keeps of what was typed: lower-cased, and trimmed where the variant says. */
export function normaliseEmail(value: string, { trim }: EmailNormalisation): string {
  const lower = lowerCaseEmail(value);
  return trim ? lower.trim() : lower;
}
