import type { AddressInfo } from 'node:net';
import { expect } from 'vitest';
import {
  API_PATHS,
  TOKEN_HEADER,
  type AnswerRequest,
  type NonClientRequest,
  type RegisterRequest,
  type ResendRequest,
  type TokenRequest,
} from '../../machines/shared/api.ts';
import { buildSandbox, type SandboxApp, type SandboxOptions } from '../../sandbox/app.ts';
import { SANDBOX_CAPTCHA_OK } from '../../sandbox/captcha.ts';
import type { RateLimits } from '../../sandbox/rate-limit.ts';
import type { Scenario, ScenarioCall } from '../../sandbox/scenarios.ts';

// Asymmetric matchers are typed `any`; as `unknown` they fit inside expected literals under
// the strict lint rules.
export const anyString: unknown = expect.any(String);
export const matching = (pattern: RegExp): unknown => expect.stringMatching(pattern);
export const SPAN_ID: unknown = expect.stringMatching(/^[0-9a-f]{16}$/);

/** A response as the tests read it: the HTTP code and the parsed JSON body. */
export interface Answer {
  http: number;
  body: Record<string, unknown>;
}

export interface RunningSandbox {
  app: SandboxApp;
  origin: string;
  get(path: string, token?: string): Promise<Answer>;
  post(path: string, body: unknown, token?: string): Promise<Answer>;
  close(): Promise<void>;
}

async function answerOf(response: Response): Promise<Answer> {
  return { http: response.status, body: (await response.json()) as Record<string, unknown> };
}

function headers(token: string | undefined, json: boolean): Record<string, string> {
  return {
    ...(json ? { 'content-type': 'application/json' } : {}),
    ...(token === undefined ? {} : { [TOKEN_HEADER]: token }),
  };
}

/**
 * The contract tests make hundreds of calls from 127.0.0.1 in seconds, as no customer does: the
 * limit stays on (its plugin in every request's way) at a level they never reach, and
 * rate-limit.test.ts checks the limit itself with small ones.
 */
export const CONTRACT_TEST_RATE_LIMITS: RateLimits = {
  token: { max: 10_000, windowMs: 60_000 },
  resend: { max: 10_000, windowMs: 60_000 },
  nonClient: { max: 10_000, windowMs: 60_000 },
};

/** A sandbox on a free port of 127.0.0.1, spoken to over real HTTP. */
export async function startSandbox(options: SandboxOptions = {}): Promise<RunningSandbox> {
  const app = buildSandbox({ rateLimit: CONTRACT_TEST_RATE_LIMITS, ...options });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return {
    app,
    origin,
    get: async (path, token) =>
      answerOf(await fetch(origin + path, { headers: headers(token, false) })),
    post: async (path, body, token) =>
      answerOf(
        await fetch(origin + path, {
          method: 'POST',
          headers: headers(token, true),
          body: JSON.stringify(body),
        }),
      ),
    close: () => app.close(),
  };
}

/** Valid payloads of every POST call, each overridable field by field. */
export const bodies = {
  token: (document: string, overrides: Partial<TokenRequest> = {}): TokenRequest => ({
    document,
    recaptchaResponse: SANDBOX_CAPTCHA_OK,
    clientId: 'acerto',
    ...overrides,
  }),
  answer: (scenario: Scenario, overrides: Partial<AnswerRequest> = {}): AnswerRequest => ({
    ...scenario.answer,
    ...overrides,
  }),
  register: (overrides: Partial<RegisterRequest> = {}): RegisterRequest => ({
    acceptNotifications: true,
    acceptTermsAndConditions: true,
    cellphone: '11987654321',
    email: 'cliente@exemplo.invalid',
    password: 'Senha@2024',
    redirectUri: 'https://app.exemplo.invalid/voltar',
    clientId: 'refi-digital',
    ...overrides,
  }),
  resend: (document: string, overrides: Partial<ResendRequest> = {}): ResendRequest => ({
    document,
    redirectUri: 'https://app.exemplo.invalid/voltar',
    recaptchaResponse: SANDBOX_CAPTCHA_OK,
    clientId: 'refi-digital',
    ...overrides,
  }),
  nonClient: (document: string, overrides: Partial<NonClientRequest> = {}): NonClientRequest => ({
    name: 'Pessoa de Teste',
    email: 'nova@exemplo.invalid',
    cellphone: '11987654321',
    birthDate: Date.UTC(1990, 4, 20),
    document,
    password: 'Senha@2024',
    redirectUri: 'https://app.exemplo.invalid/voltar',
    clientId: 'refi-digital',
    acceptSendMessage: false,
    ...overrides,
  }),
};

/** The customer calls in the order the portal makes them. */
export const CUSTOMER_CALLS = ['token', 'question', 'answer', 'register', 'resend'] as const;
export type CustomerCall = (typeof CUSTOMER_CALLS)[number];

/** Makes one customer call for a scenario's CPF with a right, valid payload. */
export function call(
  sandbox: RunningSandbox,
  scenario: Scenario,
  name: ScenarioCall,
  token?: string,
): Promise<Answer> {
  switch (name) {
    case 'token':
      return sandbox.post(API_PATHS.token, bodies.token(scenario.cpf));
    case 'question':
      return sandbox.get(API_PATHS.question, token);
    case 'answer':
      return sandbox.post(API_PATHS.answer, bodies.answer(scenario), token);
    case 'register':
      return sandbox.post(API_PATHS.register, bodies.register(), token);
    case 'resend':
      return sandbox.post(API_PATHS.resend, bodies.resend(scenario.cpf), token);
    case 'nonClient':
      return sandbox.post(API_PATHS.nonClient, bodies.nonClient(scenario.cpf));
  }
}

/**
 * Walks the customer flow with right answers up to `target` and returns its answer. Every call
 * before it must succeed, which is itself a check that unlisted calls take the success path.
 */
export async function walkTo(
  sandbox: RunningSandbox,
  scenario: Scenario,
  target: CustomerCall,
): Promise<{ answer: Answer; token: string | undefined }> {
  let token: string | undefined;
  for (const name of CUSTOMER_CALLS) {
    const answer = await call(sandbox, scenario, name, token);
    if (name === target) return { answer, token };
    if (answer.http !== 200 || answer.body['status'] !== 'SUCCESS') {
      throw new Error(`${scenario.name}: ${name} answered ${JSON.stringify(answer)} on the way.`);
    }
    if (name === 'token') token = answer.body['token'] as string;
  }
  throw new Error(`Unknown call ${target}.`);
}

/** The CPF check digit of `digits` (spec 5: the two check-digit calculations). */
function checkDigit(digits: string): string {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    sum += Number(digits.charAt(i)) * (digits.length + 1 - i);
  }
  const rest = (sum * 10) % 11;
  return String(rest === 10 ? 0 : rest);
}

/**
 * The `n`th of many valid CPFs no scenario has (every scenario CPF starts with 00 after its call
 * digit): a non-customer's, for tests that sign up more people than one CPF may (it registers
 * once).
 */
export function nonCustomerCpf(n: number): string {
  const base = String(529_000_000 + n).padStart(9, '0');
  const first = base + checkDigit(base);
  return first + checkDigit(first);
}
