/** Rules every scenario shares, on top of the per-CPF outcomes in `scenarios.ts`. */
import { EMAIL_IN_USE } from './scenarios.ts';

/**
 * The wrong answer that blocks a CPF: the ones before it answer INCORRECT_ANSWER, this one
 * answers TOKEN_ERROR and the token is forgotten (spec section 4.3: repeated wrong answers lead
 * to TOKEN_ERROR, which blocks access). Counted per CPF across its tokens
 * (docs/api/openapi.yaml, rule 5): a token issued afterwards answers TOKEN_ERROR to any answer.
 * The real limit is not shown; 3 keeps the blocked path short to walk in tests.
 */
export const WRONG_ANSWER_LIMIT = 3;

/** How long a wrong answer counts against its CPF (rule 5: "within a day"). */
export const WRONG_ANSWER_WINDOW_MS = 24 * 60 * 60_000;

/** E-mails are compared the way the forms send them: lower case, trimmed. */
export function isEmailInUse(email: string): boolean {
  return email.trim().toLowerCase() === EMAIL_IN_USE;
}
