/**
 * The registration API's contract (spec sections 3 and 7), shared by the machines,
 * the portal's HTTP client and the sandbox API.
 */

/**
 * The key of an error answer's span id: the API names it `{product}SpanId` (spec section 3), and
 * the product's name here is the fictional one of `content/company.ts`.
 */
export const SPAN_ID_KEY = 'exemploSpanId';

/** Header that carries the registration token on every call after `/token`. */
export const TOKEN_HEADER = 'x-register-token';

export const API_PATHS = {
  token: '/api/client-register/token',
  question: '/api/client-register/question',
  answer: '/api/client-register/answer',
  register: '/api/client-register/register',
  resend: '/api/user/resend-email',
  nonClient: '/usuario/api/non-client',
} as const;

export type ApiCall = keyof typeof API_PATHS;

export interface TokenRequest {
  document: string;
  recaptchaResponse: string;
  clientId: string;
}

export interface AnswerRequest {
  birthdayDay: string;
  birthdayYear: string;
  mothersFirstName: string;
}

export interface RegisterRequest {
  acceptNotifications: true;
  acceptTermsAndConditions: boolean;
  cellphone: string;
  email: string;
  password: string;
  redirectUri: string;
  clientId: string;
  nickname?: string;
}

export interface ResendRequest {
  document: string;
  redirectUri: string;
  recaptchaResponse: string;
  clientId: string;
}

export interface NonClientRequest {
  name: string;
  email: string;
  cellphone: string;
  birthDate: number;
  document: string;
  password: string;
  redirectUri: string;
  clientId: string;
  acceptSendMessage: boolean;
  nickname?: string;
}

/**
 * Every answer carries a status. The server may send one no list names, so it stays a string;
 * `spanId` is the normalised `{product}SpanId` of an error answer, when there is one.
 */
export interface ApiResponse {
  status: string;
  spanId?: string;
}

export interface TokenResponse extends ApiResponse {
  token?: string;
  messages?: string[];
}

export interface QuestionResponse extends ApiResponse {
  question?: { motherNames: string[] };
}

/**
 * What a failed call rejects with: no answer at all (`network`, `timeout`), an HTTP error, whose
 * JSON body may still carry a status (USER_ALREADY_EXISTS arrives that way) and a span id, or an
 * answer whose shape is not the call's (`shape`: a list that is a string, a status that is a
 * number), which nothing after the call could use.
 */
export interface ApiFailure {
  kind: 'network' | 'timeout' | 'http' | 'shape';
  httpStatus?: number;
  status?: string;
  spanId?: string;
}
