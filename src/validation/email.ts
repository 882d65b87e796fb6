import { string } from 'yup';
import { validation } from '../../content/validation.ts';
import { isEmail } from '../../machine-rules/email-address.ts';

// The rule itself has no yup in it, so the machines' resend guard can use it from the first chunk.
export { EMAIL_MAX_LENGTH, isEmail } from '../../machine-rules/email-address.ts';

/**
 * The e-mail field: required, then a well-formed address, both of what it holds without the
 * blanks around it (issue 39: autofill and phone keyboards add a trailing space, which nobody
 * sees to remove). The forms send it trimmed too (`sentEmail`).
 */
export function emailRule(requiredMessage: string) {
  return string()
    .trim()
    .required(requiredMessage)
    .test({ name: 'email', message: validation.emailInvalid, test: isEmail });
}

/**
 * The confirmation of the e-mail in `emailField`. Equality is a plain test rather than
 * `oneOf(ref)`, because yup runs `oneOf` before every other test and the validity message must
 * come first.
 */
export function confirmEmailRule(emailField = 'email') {
  return string()
    .trim()
    .required(validation.confirmEmailInvalid)
    .test({
      // Stryker disable next-line StringLiteral: no order tells the confirmation's own validity apart: a malformed confirmation differs from a valid e-mail (sameEmail comes first) or the e-mail is malformed too (its own message comes first)
      name: 'email',
      message: validation.confirmEmailInvalid,
      test: isEmail,
    })
    .test({
      name: 'sameEmail',
      message: validation.emailMismatch,
      test(value) {
        const email: unknown = (this.parent as Record<string, unknown>)[emailField];
        return value === email;
      },
    });
}

/** The address a form sends and the activation step shows: without the blanks around it. */
export function sentEmail(value: string): string {
  return value.trim();
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
