import { array, object, string, type AnyObjectSchema } from 'yup';
import type { ApiCall } from '../../machines/index.ts';

/**
 * The shape of each call's answer (spec sections 3 and 7), checked before a machine reads it:
 * an answer whose fields are not what the contract says is that call's failure, not a crash of
 * the card (issue 27). Fields the contract does not name are let through; the span id is the
 * client's own, added after the check.
 */
const status = string().required();

const answer = object({ status });

export const RESPONSE_SHAPES: Readonly<Record<ApiCall, AnyObjectSchema>> = {
  token: object({
    status,
    token: string().optional(),
    messages: array(string().defined()).optional(),
  }),
  question: object({
    status,
    // A SUCCESS answer brings the names to choose from; other statuses may leave them out.
    question: object({ motherNames: array(string().defined()).required() })
      .default(undefined)
      .when('status', {
        is: 'SUCCESS',
        then: (schema) => schema.required(),
        otherwise: (schema) => schema.optional(),
      }),
  }),
  answer,
  register: answer,
  resend: answer,
  nonClient: answer,
};

/**
 * Whether `body` has the shape of `call`'s answer. Strict: a number is not taken for a string,
 * a string is not split into a list.
 */
export function hasShape(call: ApiCall, body: unknown): boolean {
  return RESPONSE_SHAPES[call].isValidSync(body, { strict: true });
}
