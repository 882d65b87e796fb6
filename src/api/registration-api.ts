import type {
  AnswerRequest,
  ApiResponse,
  NonClientRequest,
  QuestionResponse,
  RegisterRequest,
  ResendRequest,
  TokenRequest,
  TokenResponse,
} from '../../machines/index.ts';
import { API_PATHS, type ApiCall } from '../../machines/index.ts';
import { ApiCallError } from './api-call-error.ts';
import type { HttpRequest, RequestOptions } from './http-client.ts';

/**
 * The shapes' code (yup, about 13 KB gzip) loads with the first call, not with the first screen:
 * the CPF step's own validation has loaded yup by then (docs/decisions/025).
 */
const loadShapes = () => import('./response-shapes.ts');

/** The registration API's calls (spec section 7), one function each. */
export function createRegistrationApi(request: HttpRequest) {
  /**
   * Calls `call` and checks its answer's shape before anyone reads it: an answer of another shape
   * is the call's failure (`shape`), which the machines treat as any other failure of the step.
   */
  async function checked<T extends ApiResponse>(call: ApiCall, options: RequestOptions) {
    const [answer, { hasShape }] = await Promise.all([
      request<T>(API_PATHS[call], options),
      loadShapes(),
    ]);
    if (!hasShape(call, answer)) throw new ApiCallError({ kind: 'shape' });
    return answer;
  }

  return {
    requestToken: (body: TokenRequest) => checked<TokenResponse>('token', { method: 'POST', body }),
    fetchQuestion: (token: string) =>
      checked<QuestionResponse>('question', { method: 'GET', token }),
    submitAnswer: (token: string, body: AnswerRequest) =>
      checked<ApiResponse>('answer', { method: 'POST', body, token }),
    register: (token: string, body: RegisterRequest) =>
      checked<ApiResponse>('register', { method: 'POST', body, token }),
    // A non-customer has no token: the resend then goes without the header (spec 4.6).
    resendEmail: (token: string | undefined, body: ResendRequest) =>
      checked<ApiResponse>('resend', { method: 'POST', body, token }),
    registerNonClient: (body: NonClientRequest) =>
      checked<ApiResponse>('nonClient', { method: 'POST', body }),
  };
}

export type RegistrationApi = ReturnType<typeof createRegistrationApi>;
