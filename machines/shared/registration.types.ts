import type {
  AnswerRequest,
  ApiFailure,
  NonClientRequest,
  ApiResponse,
  QuestionResponse,
  RegisterRequest,
  ResendRequest,
  TokenRequest,
  TokenResponse,
} from './api.ts';
import type { Notice } from './messages.ts';

/** What the app hands a registration machine when it starts: the values stored at startup. */
export interface RegistrationInput {
  clientId: string;
  redirectUri: string;
  /** A CPF typed on the page the visitor came from (CLIENT_NOT_FOUND), held in memory only. */
  cpf?: string | undefined;
}

export interface RegistrationContext extends RegistrationInput {
  /** Digits only: the CPF typed at the first step or in the non-customer form, for the resend's `document`. */
  cpf: string;
  recaptchaResponse: string;
  /** The registration token lives here and nowhere else: never storage, URL or logs. */
  token: string | undefined;
  motherNames: string[];
  /** The e-mail given at the finish step: shown on the activation step and required by resend. */
  email: string;
  notices: Notice[];
  noticeSeq: number;
}

export type CpfSubmitEvent = { type: 'cpf.submit'; cpf: string };
export type AnswerSubmitEvent = { type: 'answer.submit' } & AnswerRequest;
export type RegisterSubmitEvent = {
  type: 'register.submit';
  cellphone: string;
  email: string;
  password: string;
  acceptTermsAndConditions: boolean;
  /** Asked in the blocks variants only. */
  nickname?: string;
};
export type ResendRequestEvent = { type: 'resend.request' };
/** The non-customer sign-up form; `birthDate` as typed, DD/MM/YYYY. */
export type NonClientSubmitEvent = {
  type: 'nonClient.submit';
  name: string;
  email: string;
  cellphone: string;
  birthDate: string;
  document: string;
  password: string;
  acceptTermsAndConditions: boolean;
  acceptSendMessage: boolean;
  nickname?: string;
};

export type RegistrationEvent =
  | CpfSubmitEvent
  | AnswerSubmitEvent
  | RegisterSubmitEvent
  | ResendRequestEvent
  | NonClientSubmitEvent;

/** Inputs of the injected actors: each call gets exactly what its payload needs. */
export interface CaptchaInput {
  action: 'token' | 'resend';
}
export type TokenInput = TokenRequest;
export interface QuestionInput {
  token: string;
}
export interface AnswerInput {
  token: string;
  answer: AnswerRequest;
}
export interface RegisterInput {
  token: string;
  payload: RegisterRequest;
}
export interface ResendInput {
  /** A non-customer has no registration token: the resend then goes without the header. */
  token: string | undefined;
  payload: ResendRequest;
}
export interface NonClientInput {
  payload: NonClientRequest;
}

export type { ApiFailure, ApiResponse, QuestionResponse, TokenResponse };
