/**
 * The e-mail pattern the forms validate with and the resend guard checks again:
 * one local part, one @, a domain with at least one dot, no spaces.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}
