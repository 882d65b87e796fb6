import validatorIsEmail from 'validator/es/lib/isEmail';
import { string } from 'yup';
import { validation } from '../../content/validation.ts';

/**
 * The longest address accepted and the most the e-mail inputs take: a path in SMTP is at most 256
 * octets with its angle brackets (RFC 5321, 4.5.3.1.3, and RFC 3696 erratum 1690), and validator.js
 * stops at the same 254.
 */
export const EMAIL_MAX_LENGTH = 254;

/**
 * Characters no one types into an address and that validator.js lets through in places: control
 * characters (inside a quoted local part), format characters such as the bidi overrides
 * (U+202E turns 'moc.elpmaxe@ana' around on screen) and zero-width spaces, line and paragraph
 * separators, and unpaired surrogates, on which validator.js throws instead of answering.
 */
const INVISIBLE_OR_BROKEN = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}]/u;

/**
 * True for an address validator.js's `isEmail` accepts with its default options (a domain with a
 * top-level domain, no trailing dot, no underscore, no empty label; a local part of at most 64
 * octets) that is at most 254 characters long and holds nothing invisible or broken
 * (docs/decisions/010-email-validation.md). Every check is linear in the input, and the length is
 * checked before any pattern runs.
 */
export function isEmail(value: string): boolean {
  return (
    value.length <= EMAIL_MAX_LENGTH && !INVISIBLE_OR_BROKEN.test(value) && validatorIsEmail(value)
  );
}

/** The e-mail field: required, then a well-formed address. */
export function emailRule(requiredMessage: string) {
  return string()
    .required(requiredMessage)
    .test({ name: 'email', message: validation.emailInvalid, skipAbsent: true, test: isEmail });
}

/**
 * The confirmation of the e-mail in `emailField`. Equality is a plain test rather than
 * `oneOf(ref)`, because yup runs `oneOf` before every other test and the validity message must
 * come first.
 */
export function confirmEmailRule(emailField = 'email') {
  return string()
    .required(validation.confirmEmailInvalid)
    .test({
      name: 'email',
      message: validation.confirmEmailInvalid,
      skipAbsent: true,
      test: isEmail,
    })
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
