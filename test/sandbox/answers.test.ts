import { describe, expect, it } from 'vitest';
import { UNKNOWN_STATUS } from '../../machines/shared/statuses.ts';
import {
  decide,
  NO_SETTINGS,
  type SandboxRequest,
  type SandboxSettings,
} from '../../sandbox/answers.ts';
import { EMPTY_MEMORY, TOKEN_LIFETIME_MS, type SandboxMemory } from '../../sandbox/memory.ts';
import { EMAIL_IN_USE, scenario } from '../../sandbox/scenarios.ts';
import { SANDBOX_CAPTCHA_FAIL } from '../../sandbox/captcha.ts';
import { WRONG_ANSWER_LIMIT, WRONG_ANSWER_WINDOW_MS } from '../../sandbox/rules.ts';
import { parseEnv } from '../../portal-config/env.ts';
import { bodies } from './support.ts';

/**
 * `decide` alone (sandbox/answers.ts): the statuses docs/sandbox.md and docs/api/openapi.yaml
 * give each call, and what the sandbox remembers afterwards, without a server.
 */

const T0 = Date.UTC(2026, 0, 5, 12);
const success = scenario('success');
const wrong = bodies.answer(success, { birthdayYear: '1900' });

/**
 * A sandbox's memory as calls go by: each call at `at`, its token named `token-N`, under the
 * deployment's `settings`.
 */
function sandbox(at = T0, settings: SandboxSettings = NO_SETTINGS) {
  let memory: SandboxMemory = EMPTY_MEMORY;
  let issued = 0;
  return {
    get memory() {
      return memory;
    },
    at,
    send(request: SandboxRequest) {
      issued += 1;
      const moment = { at: this.at, newToken: `token-${issued}` };
      const decided = decide(request, memory, moment, settings);
      memory = decided.memory;
      return decided.answer;
    },
    /** A token for `cpf` whose question was fetched. */
    questioned(cpf = success.cpf): string {
      const { body } = this.send({ call: 'token', body: bodies.token(cpf) });
      const token = String(body['token']);
      expect(this.send({ call: 'question', token }).body.status).toBe('SUCCESS');
      return token;
    },
    status(request: SandboxRequest): string {
      return this.send(request).body.status;
    },
  };
}

describe('the token call', () => {
  it('hands over the moment’s token and remembers it at the question’s door', () => {
    const box = sandbox();
    const answer = box.send({ call: 'token', body: bodies.token(success.cpf) });
    expect(answer).toEqual({ code: 200, body: { status: 'SUCCESS', token: 'token-1' } });
    expect(box.memory.sessions.get('token-1')).toEqual({
      token: 'token-1',
      scenario: success,
      issuedAt: T0,
      stage: 'issued',
    });
  });

  it('checks the captcha before the CPF, and answers CLIENT_NOT_FOUND for a CPF not listed', () => {
    const box = sandbox();
    const failing = { recaptchaResponse: SANDBOX_CAPTCHA_FAIL };
    expect(box.status({ call: 'token', body: bodies.token('52998224725', failing) })).toBe(
      'INCORRECT_CAPTCHA_RESPONSE',
    );
    expect(box.status({ call: 'token', body: bodies.token('52998224725') })).toBe(
      'CLIENT_NOT_FOUND',
    );
    expect(box.memory).toBe(EMPTY_MEMORY);
  });

  it.each([
    ['clientNotFound', { code: 200, body: { status: 'CLIENT_NOT_FOUND' } }],
    ['incorrectCaptcha', { code: 200, body: { status: 'INCORRECT_CAPTCHA_RESPONSE' } }],
    ['insufficientData', { code: 200, body: { status: 'INSUFFICIENT_CLIENT_DATA' } }],
    [
      'registered',
      {
        code: 200,
        body: { status: 'INVALID_CLIENT_STATUS', messages: ['Cliente já cadastrado: REGISTERED'] },
      },
    ],
    [
      'blocked',
      {
        code: 200,
        body: { status: 'INVALID_CLIENT_STATUS', messages: ['Cliente bloqueado: blocked'] },
      },
    ],
    ['tokenUnknownStatus', { code: 200, body: { status: UNKNOWN_STATUS } }],
    [
      'tokenFailure',
      { code: 500, body: { status: 'INTERNAL_ERROR', message: 'Simulated server failure.' } },
    ],
    ['tokenNetworkFailure', { code: 0, body: { status: 'NO_ANSWER' }, drop: true }],
    ['tokenSuccessWithoutToken', { code: 200, body: { status: 'SUCCESS' } }],
    [
      'tokenUnknownStatusWithToken',
      { code: 200, body: { status: UNKNOWN_STATUS, token: 'token-1' } },
    ],
  ] as const)('for %s answers %j', (name, expected) => {
    const box = sandbox();
    expect(box.send({ call: 'token', body: bodies.token(scenario(name).cpf) })).toEqual(expected);
    expect([...box.memory.sessions.keys()]).toEqual('token' in expected.body ? ['token-1'] : []);
  });

  it('drops expired tokens when it issues a new one', () => {
    const box = sandbox();
    box.questioned();
    box.at = T0 + TOKEN_LIFETIME_MS;
    box.questioned();
    expect([...box.memory.sessions.keys()]).toEqual(['token-3']);
  });
});

describe('token-bound calls', () => {
  it.each(['question', 'answer', 'register', 'resend'] as const)(
    '%s answers TOKEN_ERROR without a token, with an unknown one and with an expired one',
    (call) => {
      const box = sandbox();
      const token = box.questioned();
      const request = (value: string | undefined): SandboxRequest => {
        switch (call) {
          case 'question':
            return { call, token: value };
          case 'answer':
            return { call, token: value, body: bodies.answer(success) };
          case 'register':
            return { call, token: value, body: bodies.register() };
          case 'resend':
            return { call, token: value, body: bodies.resend(success.cpf) };
        }
      };
      expect(box.status(request(undefined))).toBe('TOKEN_ERROR');
      expect(box.status(request('never-issued'))).toBe('TOKEN_ERROR');
      box.at = T0 + TOKEN_LIFETIME_MS;
      expect(box.status(request(token))).toBe('TOKEN_ERROR');
      expect(box.memory.sessions.has(token)).toBe(false);
    },
  );

  it('go in the contract’s order: question, answer, register, then only resend', () => {
    const box = sandbox();
    const { body } = box.send({ call: 'token', body: bodies.token(success.cpf) });
    const early = String(body['token']);
    // The answer before the question: TOKEN_ERROR, and the token is revoked.
    expect(box.status({ call: 'answer', token: early, body: bodies.answer(success) })).toBe(
      'TOKEN_ERROR',
    );
    expect(box.memory.sessions.has(early)).toBe(false);

    const token = box.questioned();
    expect(box.memory.sessions.get(token)?.stage).toBe('questioned');
    expect(box.send({ call: 'question', token }).body).toEqual({
      status: 'SUCCESS',
      question: { motherNames: success.motherNames },
    });
    expect(box.status({ call: 'answer', token, body: bodies.answer(success) })).toBe('SUCCESS');
    expect(box.memory.sessions.get(token)?.stage).toBe('answered');
    expect(box.status({ call: 'register', token, body: bodies.register() })).toBe('SUCCESS');
    expect(box.memory.sessions.get(token)?.stage).toBe('registered');
    expect(box.memory.emails).toEqual([
      {
        address: 'cliente@exemplo.invalid',
        document: success.cpf,
        clientId: 'refi-digital',
        redirectUri: 'https://app.exemplo.invalid/voltar',
        sentAt: new Date(T0).toISOString(),
        resendCount: 0,
      },
    ]);
    expect(box.status({ call: 'resend', token, body: bodies.resend(success.cpf) })).toBe('SUCCESS');
    expect(box.memory.emails.map(({ resendCount }) => resendCount)).toEqual([1]);
    expect(box.status({ call: 'question', token })).toBe('TOKEN_ERROR');
  });

  it('register before a right answer is TOKEN_ERROR; the e-mail in use keeps the token', () => {
    const box = sandbox();
    const token = box.questioned();
    expect(box.status({ call: 'register', token, body: bodies.register() })).toBe('TOKEN_ERROR');
    const again = box.questioned();
    box.send({ call: 'answer', token: again, body: bodies.answer(success) });
    expect(
      box.status({
        call: 'register',
        token: again,
        body: bodies.register({ email: EMAIL_IN_USE }),
      }),
    ).toBe('EMAIL_ALREADY_IN_USE');
    expect(box.memory.emails).toEqual([]);
    expect(box.status({ call: 'register', token: again, body: bodies.register() })).toBe('SUCCESS');
  });

  it('a resend with the token of another CPF is TOKEN_ERROR', () => {
    const box = sandbox();
    const token = box.questioned();
    const other = scenario('questionMarkupNames').cpf;
    expect(box.status({ call: 'resend', token, body: bodies.resend(other) })).toBe('TOKEN_ERROR');
  });

  it.each([
    ['questionTokenError', 'question', 'TOKEN_ERROR'],
    ['answerUnknownStatus', 'answer', UNKNOWN_STATUS],
    ['registerUserExists', 'register', 'USER_ALREADY_EXISTS'],
    ['registerTokenError', 'register', 'TOKEN_ERROR'],
    ['resendIncorrectCaptcha', 'resend', 'INCORRECT_CAPTCHA_RESPONSE'],
    ['resendTokenError', 'resend', 'TOKEN_ERROR'],
  ] as const)('for %s, %s answers %s; TOKEN_ERROR revokes the token', (name, call, status) => {
    const customer = scenario(name);
    const box = sandbox();
    const token = String(
      box.send({ call: 'token', body: bodies.token(customer.cpf) }).body['token'],
    );
    const calls: Record<typeof call, SandboxRequest> = {
      question: { call: 'question', token },
      answer: { call: 'answer', token, body: bodies.answer(customer) },
      register: { call: 'register', token, body: bodies.register() },
      resend: { call: 'resend', token, body: bodies.resend(customer.cpf) },
    };
    // The calls before it, in order, take the success path.
    const order = ['question', 'answer', 'register', 'resend'] as const;
    for (const before of order.slice(0, order.indexOf(call))) {
      expect(box.status(calls[before])).toBe('SUCCESS');
    }
    expect(box.status(calls[call])).toBe(status);
    expect(box.memory.sessions.has(token)).toBe(status !== 'TOKEN_ERROR');
  });

  it('an error body leaves its span id to the writer: decide is pure', () => {
    const box = sandbox();
    const customer = scenario('registerUserExistsBody');
    const token = box.questioned(customer.cpf);
    box.send({ call: 'answer', token, body: bodies.answer(customer) });
    expect(box.send({ call: 'register', token, body: bodies.register() })).toEqual({
      code: 409,
      body: { status: 'USER_ALREADY_EXISTS' },
    });
  });
});

describe('wrong answers (docs/api/openapi.yaml, rule 5)', () => {
  it(`answer INCORRECT_ANSWER, then TOKEN_ERROR on the ${WRONG_ANSWER_LIMIT}rd for the CPF, across tokens`, () => {
    const box = sandbox();
    const first = box.questioned();
    expect(box.status({ call: 'answer', token: first, body: wrong })).toBe('INCORRECT_ANSWER');
    expect(box.memory.wrongAnswers.get(success.cpf)).toEqual([T0]);
    const second = box.questioned();
    expect(box.status({ call: 'answer', token: second, body: wrong })).toBe('INCORRECT_ANSWER');
    expect(box.status({ call: 'answer', token: second, body: wrong })).toBe('TOKEN_ERROR');
    expect(box.memory.sessions.has(second)).toBe(false);
    // A new token starts blocked: the right answer too is TOKEN_ERROR, and nothing more counts.
    const third = box.questioned();
    expect(box.status({ call: 'answer', token: third, body: bodies.answer(success) })).toBe(
      'TOKEN_ERROR',
    );
    expect(box.memory.wrongAnswers.get(success.cpf)).toHaveLength(WRONG_ANSWER_LIMIT);
  });

  it('leave other CPFs alone', () => {
    const box = sandbox();
    for (let n = 0; n < WRONG_ANSWER_LIMIT; n += 1) {
      box.send({ call: 'answer', token: box.questioned(), body: wrong });
    }
    const other = scenario('questionMarkupNames');
    const token = box.questioned(other.cpf);
    expect(box.status({ call: 'answer', token, body: bodies.answer(other) })).toBe('SUCCESS');
  });

  it('count for a day', () => {
    const box = sandbox();
    for (let n = 0; n < WRONG_ANSWER_LIMIT; n += 1) {
      box.send({ call: 'answer', token: box.questioned(), body: wrong });
    }
    box.at = T0 + WRONG_ANSWER_WINDOW_MS - 1;
    const blocked = box.questioned();
    expect(box.status({ call: 'answer', token: blocked, body: bodies.answer(success) })).toBe(
      'TOKEN_ERROR',
    );
    box.at = T0 + WRONG_ANSWER_WINDOW_MS;
    const token = box.questioned();
    expect(box.status({ call: 'answer', token, body: bodies.answer(success) })).toBe('SUCCESS');
  });

  it('never change the memory they are given', () => {
    const box = sandbox();
    const token = box.questioned();
    const before = box.memory;
    const copy = structuredClone(before);
    decide({ call: 'answer', token, body: wrong }, before, { at: T0, newToken: 'unused' });
    expect(before).toEqual(copy);
  });
});

describe('the non-customer sign-up and its tokenless resend', () => {
  it('signs up a CPF no customer has, then takes its resend without a token', () => {
    const box = sandbox();
    const cpf = '529.982.247-25';
    expect(box.status({ call: 'nonClient', body: bodies.nonClient(cpf) })).toBe('SUCCESS');
    expect(box.memory.nonClients).toEqual(['52998224725']);
    expect(box.memory.emails).toEqual([
      expect.objectContaining({ document: '52998224725', resendCount: 0 }),
    ]);
    expect(box.status({ call: 'resend', token: undefined, body: bodies.resend(cpf) })).toBe(
      'SUCCESS',
    );
    expect(box.memory.emails.map(({ resendCount }) => resendCount)).toEqual([1]);
    // Another CPF, never signed up, has no tokenless resend.
    expect(box.status({ call: 'resend', token: undefined, body: bodies.resend(success.cpf) })).toBe(
      'TOKEN_ERROR',
    );
  });

  it('answers USER_ALREADY_EXISTS for a customer and EMAIL_ALREADY_IN_USE for the address in use', () => {
    const box = sandbox();
    expect(box.status({ call: 'nonClient', body: bodies.nonClient(success.cpf) })).toBe(
      'USER_ALREADY_EXISTS',
    );
    expect(
      box.status({
        call: 'nonClient',
        body: bodies.nonClient('52998224725', { email: EMAIL_IN_USE }),
      }),
    ).toBe('EMAIL_ALREADY_IN_USE');
    expect(box.memory).toBe(EMPTY_MEMORY);
  });
});

describe('rule 8: the redirect allow-list', () => {
  // The deployment's variable, parsed as the servers that start the sandbox parse it.
  const deployed: SandboxSettings = {
    redirectAllowList: parseEnv({
      PORTAL_REDIRECT_URI_ALLOWLIST:
        'refi-digital@https://app.exemplo.invalid/voltar, blocks@https://blocks.exemplo.invalid/',
    }).redirectAllowList,
  };
  const ON_THE_LIST = 'https://app.exemplo.invalid/voltar/conta?x=1';
  const ELSEWHERE = 'https://evil.exemplo.invalid/voltar';

  /** Register with `redirectUri` for `clientId`: its status and the e-mail's redirect. */
  function registered(settings: SandboxSettings, clientId: string, redirectUri: string) {
    const box = sandbox(T0, settings);
    const token = box.questioned();
    box.send({ call: 'answer', token, body: bodies.answer(success) });
    const status = box.status({
      call: 'register',
      token,
      body: bodies.register({ clientId, redirectUri }),
    });
    return { box, token, status, sent: box.memory.emails.map((email) => email.redirectUri) };
  }

  function signedUp(settings: SandboxSettings, clientId: string, redirectUri: string) {
    const box = sandbox(T0, settings);
    const body = bodies.nonClient('52998224725', { clientId, redirectUri });
    const status = box.status({ call: 'nonClient', body });
    return { status, sent: box.memory.emails.map((email) => email.redirectUri) };
  }

  it('keeps a redirectUri on its client’s list in the activation e-mail', () => {
    expect(registered(deployed, 'refi-digital', ON_THE_LIST)).toMatchObject({
      status: 'SUCCESS',
      sent: [ON_THE_LIST],
    });
    expect(signedUp(deployed, 'blocks', 'https://blocks.exemplo.invalid/fim')).toEqual({
      status: 'SUCCESS',
      sent: ['https://blocks.exemplo.invalid/fim'],
    });
  });

  it.each([
    ['another site', 'refi-digital', ELSEWHERE],
    ['a path beside the prefix', 'refi-digital', 'https://app.exemplo.invalid/voltar.evil/'],
    ['plain http', 'refi-digital', 'http://app.exemplo.invalid/voltar'],
    ['another client’s prefix', 'refi-digital', 'https://blocks.exemplo.invalid/fim'],
    ['another client’s prefix, the other way', 'blocks', ON_THE_LIST],
    ['a client with no list', 'pagbem', ON_THE_LIST],
  ])(
    'replaces %s by the client’s default, no redirect, and still answers SUCCESS',
    (_case, clientId, uri) => {
      expect(registered(deployed, clientId, uri)).toMatchObject({ status: 'SUCCESS', sent: [''] });
      expect(signedUp(deployed, clientId, uri)).toEqual({ status: 'SUCCESS', sent: [''] });
    },
  );

  it('keeps every redirectUri when no list is configured, and none with `none`', () => {
    expect(registered(NO_SETTINGS, 'refi-digital', ELSEWHERE).sent).toEqual([ELSEWHERE]);
    expect(signedUp(NO_SETTINGS, 'blocks', ELSEWHERE).sent).toEqual([ELSEWHERE]);
    const none = {
      redirectAllowList: parseEnv({ PORTAL_REDIRECT_URI_ALLOWLIST: 'none' }).redirectAllowList,
    };
    expect(registered(none, 'refi-digital', ON_THE_LIST).sent).toEqual(['']);
  });

  it('re-sends the e-mail with the link register decided, whatever the resend brings', () => {
    const { box, token } = registered(deployed, 'refi-digital', ON_THE_LIST);
    const resend = bodies.resend(success.cpf, { redirectUri: ELSEWHERE });
    expect(box.status({ call: 'resend', token, body: resend })).toBe('SUCCESS');
    expect(box.memory.emails).toEqual([
      expect.objectContaining({ redirectUri: ON_THE_LIST, resendCount: 1 }),
    ]);
  });
});
