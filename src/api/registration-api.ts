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
import { API_PATHS } from '../../machines/index.ts';
import type { HttpRequest } from './http-client.ts';

/** The registration API's calls (spec section 7), one function each. */
export function createRegistrationApi(request: HttpRequest) {
  return {
    requestToken: (body: TokenRequest) =>
      request<TokenResponse>(API_PATHS.token, { method: 'POST', body }),
    fetchQuestion: (token: string) =>
      request<QuestionResponse>(API_PATHS.question, { method: 'GET', token }),
    submitAnswer: (token: string, body: AnswerRequest) =>
      request<ApiResponse>(API_PATHS.answer, { method: 'POST', body, token }),
    register: (token: string, body: RegisterRequest) =>
      request<ApiResponse>(API_PATHS.register, { method: 'POST', body, token }),
    // A non-customer has no token: the resend then goes without the header (spec 4.6).
    resendEmail: (token: string | undefined, body: ResendRequest) =>
      request<ApiResponse>(API_PATHS.resend, { method: 'POST', body, token }),
    registerNonClient: (body: NonClientRequest) =>
      request<ApiResponse>(API_PATHS.nonClient, { method: 'POST', body }),
  };
}

export type RegistrationApi = ReturnType<typeof createRegistrationApi>;
