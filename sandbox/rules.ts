/** Rules every scenario shares, on top of the per-CPF outcomes in `scenarios.ts`. */
import { EMAIL_IN_USE } from './scenarios.ts';

/**
 * The wrong answer that revokes a token: the ones before it answer INCORRECT_ANSWER, this one
 * answers TOKEN_ERROR and the token is forgotten (spec section 4.3: repeated wrong answers lead
 * to TOKEN_ERROR). The real limit is not shown; 3 keeps the blocked path short to walk in tests.
 */
export const WRONG_ANSWER_LIMIT = 3;

/** E-mails are compared the way the forms send them: lower case, trimmed. */
export function isEmailInUse(email: string): boolean {
  return email.trim().toLowerCase() === EMAIL_IN_USE;
}
