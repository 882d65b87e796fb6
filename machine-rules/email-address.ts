import validatorIsEmail from 'validator/es/lib/isEmail';

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
