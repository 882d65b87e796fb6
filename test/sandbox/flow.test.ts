import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { API_PATHS, SPAN_ID_KEY } from '../../machines/shared/api.ts';
import { SANDBOX_CAPTCHA_FAIL, SANDBOX_CAPTCHA_OK } from '../../sandbox/captcha.ts';
import { WRONG_ANSWER_LIMIT } from '../../sandbox/rules.ts';
import { EMAIL_IN_USE, SCENARIOS, scenario } from '../../sandbox/scenarios.ts';
import {
  anyString,
  bodies,
  call,
  matching,
  SPAN_ID,
  startSandbox,
  walkTo,
  type RunningSandbox,
} from './support.ts';

const success = scenario('success');

let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.close());
beforeEach(() => {
  sandbox.app.sandbox.reset();
});

async function tokenFor(cpf = success.cpf): Promise<string> {
  const { body } = await sandbox.post(API_PATHS.token, bodies.token(cpf));
  expect(body['status']).toBe('SUCCESS');
  const token = body['token'] as string;
  // The contract's order: the question before the answer (docs/api/openapi.yaml, rule 1).
  expect((await sandbox.get(API_PATHS.question, token)).body['status']).toBe('SUCCESS');
  return token;
}

const wrongName = success.motherNames.find((name) => name !== success.answer.mothersFirstName);

describe('the success CPF', () => {
  it('goes from token to a re-sent activation e-mail', async () => {
    const token = await sandbox.post(API_PATHS.token, bodies.token(success.cpf));
    expect(token.http).toBe(200);
    expect(token.body).toEqual({ status: 'SUCCESS', token: anyString });
    const registerToken = token.body['token'] as string;

    const question = await sandbox.get(API_PATHS.question, registerToken);
    expect(question.body['status']).toBe('SUCCESS');
    const { motherNames } = question.body['question'] as { motherNames: string[] };
    expect(motherNames).toContain(success.answer.mothersFirstName);

    const answer = await sandbox.post(API_PATHS.answer, bodies.answer(success), registerToken);
    expect(answer).toEqual({ http: 200, body: { status: 'SUCCESS' } });

    const email = 'cliente@exemplo.invalid';
    const register = await sandbox.post(
      API_PATHS.register,
      bodies.register({ email }),
      registerToken,
    );
    expect(register).toEqual({ http: 200, body: { status: 'SUCCESS' } });
    const emails = await sandbox.get('/sandbox/api/emails');
    expect(emails.body).toEqual([
      {
        address: email,
        document: success.cpf,
        clientId: 'refi-digital',
        redirectUri: 'https://app.exemplo.invalid/voltar',
        sentAt: matching(/^\d{4}-\d\d-\d\dT/),
        resendCount: 0,
      },
    ]);

    const resend = await sandbox.post(API_PATHS.resend, bodies.resend(success.cpf), registerToken);
    expect(resend).toEqual({ http: 200, body: { status: 'SUCCESS' } });
    expect((await sandbox.get('/sandbox/api/emails')).body).toEqual([
      expect.objectContaining({ address: email, resendCount: 1 }),
    ]);
  });

  it('accepts the name in any case and the day with a leading zero', async () => {
    const token = await tokenFor();
    const answer = await sandbox.post(
      API_PATHS.answer,
      bodies.answer(success, {
        mothersFirstName: ` ${success.answer.mothersFirstName.toUpperCase()} `,
        birthdayDay: success.answer.birthdayDay.padStart(2, '0'),
      }),
      token,
    );
    expect(answer.body['status']).toBe('SUCCESS');
  });
});

describe('wrong answers', () => {
  it(`answer INCORRECT_ANSWER, then TOKEN_ERROR on wrong answer number ${WRONG_ANSWER_LIMIT}`, async () => {
    expect(WRONG_ANSWER_LIMIT).toBe(3);
    const token = await tokenFor();
    const wrong = bodies.answer(success, { mothersFirstName: wrongName ?? '' });
    for (let attempt = 1; attempt < WRONG_ANSWER_LIMIT; attempt += 1) {
      const answer = await sandbox.post(API_PATHS.answer, wrong, token);
      expect(answer, `attempt ${attempt}`).toEqual({
        http: 200,
        body: { status: 'INCORRECT_ANSWER' },
      });
    }
    const last = await sandbox.post(API_PATHS.answer, wrong, token);
    expect(last).toEqual({ http: 200, body: { status: 'TOKEN_ERROR' } });

    // The token is dead: even the right answer and every later call get TOKEN_ERROR.
    expect(
      (await sandbox.post(API_PATHS.answer, bodies.answer(success), token)).body['status'],
    ).toBe('TOKEN_ERROR');
    expect((await sandbox.get(API_PATHS.question, token)).body['status']).toBe('TOKEN_ERROR');
    expect((await sandbox.post(API_PATHS.register, bodies.register(), token)).body['status']).toBe(
      'TOKEN_ERROR',
    );
  });

  // Issue 28 and docs/api/openapi.yaml, rule 5: per CPF across its tokens.
  describe('count per CPF across tokens', () => {
    const wrong = bodies.answer(success, { birthdayYear: '1900' });
    const answerWith = async (token: string, body = wrong) =>
      (await sandbox.post(API_PATHS.answer, body, token)).body['status'];

    it('a new token for the same CPF gives no more guesses', async () => {
      const first = await tokenFor();
      expect(await answerWith(first)).toBe('INCORRECT_ANSWER');
      expect(await answerWith(first)).toBe('INCORRECT_ANSWER');
      const second = await tokenFor();
      expect(await answerWith(second)).toBe('TOKEN_ERROR');
      // Blocked: a later token answers TOKEN_ERROR to the right answer too, and is revoked.
      const third = await tokenFor();
      expect(await answerWith(third, bodies.answer(success))).toBe('TOKEN_ERROR');
      expect((await sandbox.get(API_PATHS.question, third)).body['status']).toBe('TOKEN_ERROR');
      // The first token, still issued, is blocked too: its CPF is.
      expect(await answerWith(first, bodies.answer(success))).toBe('TOKEN_ERROR');
    });

    it('leaves other CPFs their own guesses', async () => {
      for (let attempt = 1; attempt <= WRONG_ANSWER_LIMIT; attempt += 1) {
        await answerWith(await tokenFor());
      }
      const other = scenario('questionMarkupNames');
      const token = await tokenFor(other.cpf);
      const otherWrong = bodies.answer(other, { birthdayYear: '1900' });
      expect(await answerWith(token, otherWrong)).toBe('INCORRECT_ANSWER');
      expect(await answerWith(token, otherWrong)).toBe('INCORRECT_ANSWER');
      expect(await answerWith(token, bodies.answer(other))).toBe('SUCCESS');
    });

    it('starts again after POST /sandbox/api/reset', async () => {
      for (let attempt = 1; attempt <= WRONG_ANSWER_LIMIT; attempt += 1) {
        await answerWith(await tokenFor());
      }
      expect(await answerWith(await tokenFor(), bodies.answer(success))).toBe('TOKEN_ERROR');
      await sandbox.post('/sandbox/api/reset', {});
      const token = await tokenFor();
      expect(await answerWith(token)).toBe('INCORRECT_ANSWER');
      expect(await answerWith(token, bodies.answer(success))).toBe('SUCCESS');
    });
  });

  it.each([
    ['mother name', { mothersFirstName: wrongName ?? '' }],
    ['day', { birthdayDay: '1' }],
    ['year', { birthdayYear: '1981' }],
  ])('include a wrong %s', async (_what, overrides) => {
    const token = await tokenFor();
    const answer = await sandbox.post(API_PATHS.answer, bodies.answer(success, overrides), token);
    expect(answer.body['status']).toBe('INCORRECT_ANSWER');
  });
});

describe('the token header', () => {
  const laterCalls = ['question', 'answer', 'register', 'resend'] as const;

  // The contract's security scheme (docs/api/openapi.yaml, registerToken): without the header
  // the call is not made, HTTP 401 in the error shape.
  it.each(['question', 'answer', 'register'] as const)(
    'missing on %s answers 401 UNAUTHORIZED in the error shape',
    async (name) => {
      expect(await call(sandbox, success, name, undefined)).toEqual({
        http: 401,
        body: {
          status: 'UNAUTHORIZED',
          message: 'The x-register-token header is missing.',
          [SPAN_ID_KEY]: SPAN_ID,
        },
      });
    },
  );

  it('missing on a customer’s resend gives TOKEN_ERROR: only a non-customer resends without one', async () => {
    expect(await call(sandbox, success, 'resend', undefined)).toEqual({
      http: 200,
      body: { status: 'TOKEN_ERROR' },
    });
  });

  it.each(laterCalls)('unknown on %s gives TOKEN_ERROR', async (name) => {
    expect(await call(sandbox, success, name, crypto.randomUUID())).toEqual({
      http: 200,
      body: { status: 'TOKEN_ERROR' },
    });
  });

  it('is forgotten after a scenario answers TOKEN_ERROR', async () => {
    const questionTokenError = scenario('questionTokenError');
    const issued = await sandbox.post(API_PATHS.token, bodies.token(questionTokenError.cpf));
    const token = issued.body['token'] as string;
    expect((await sandbox.get(API_PATHS.question, token)).body['status']).toBe('TOKEN_ERROR');
    const answer = await sandbox.post(API_PATHS.answer, bodies.answer(questionTokenError), token);
    expect(answer.body['status']).toBe('TOKEN_ERROR');
  });

  it('is forgotten after a reset', async () => {
    const token = await tokenFor();
    await sandbox.post('/sandbox/api/reset', {});
    expect((await sandbox.get(API_PATHS.question, token)).body['status']).toBe('TOKEN_ERROR');
  });

  it('is unique per token call', async () => {
    const tokens = await Promise.all([tokenFor(), tokenFor(), tokenFor()]);
    expect(new Set(tokens).size).toBe(3);
  });
});

describe('the captcha', () => {
  it('passes any response that starts with the sandbox value', async () => {
    const answer = await sandbox.post(
      API_PATHS.token,
      bodies.token(success.cpf, { recaptchaResponse: `${SANDBOX_CAPTCHA_OK}-42` }),
    );
    expect(answer.body['status']).toBe('SUCCESS');
  });

  it.each([SANDBOX_CAPTCHA_FAIL, '', 'real-google-token'])(
    'rejects %j at /token, even for an unknown CPF',
    async (recaptchaResponse) => {
      for (const cpf of [success.cpf, '52998224725']) {
        const answer = await sandbox.post(
          API_PATHS.token,
          bodies.token(cpf, { recaptchaResponse }),
        );
        expect(answer).toEqual({ http: 200, body: { status: 'INCORRECT_CAPTCHA_RESPONSE' } });
      }
    },
  );

  it('rejects a failing response at resend and keeps the token', async () => {
    // walkTo makes the target call too: this registers, and the e-mail is there to resend.
    const { token } = await walkTo(sandbox, success, 'register');
    const failing = bodies.resend(success.cpf, { recaptchaResponse: SANDBOX_CAPTCHA_FAIL });
    expect((await sandbox.post(API_PATHS.resend, failing, token)).body['status']).toBe(
      'INCORRECT_CAPTCHA_RESPONSE',
    );
    expect(
      (await sandbox.post(API_PATHS.resend, bodies.resend(success.cpf), token)).body['status'],
    ).toBe('SUCCESS');
    expect((await sandbox.get('/sandbox/api/emails')).body).toEqual([
      expect.objectContaining({ resendCount: 1 }),
    ]);
  });
});

describe('registering', () => {
  it(`answers EMAIL_ALREADY_IN_USE for ${EMAIL_IN_USE} and records nothing`, async () => {
    const { token } = await walkTo(sandbox, success, 'answer');
    for (const email of [EMAIL_IN_USE, ` ${EMAIL_IN_USE.toUpperCase()} `]) {
      const answer = await sandbox.post(API_PATHS.register, bodies.register({ email }), token);
      expect(answer).toEqual({ http: 200, body: { status: 'EMAIL_ALREADY_IN_USE' } });
    }
    expect((await sandbox.get('/sandbox/api/emails')).body).toEqual([]);
    // The user can correct the e-mail with the same token.
    const retry = await sandbox.post(API_PATHS.register, bodies.register(), token);
    expect(retry.body['status']).toBe('SUCCESS');
  });

  it('accepts a nickname and empty client id and redirect uri', async () => {
    const { token } = await walkTo(sandbox, success, 'answer');
    const answer = await sandbox.post(
      API_PATHS.register,
      bodies.register({ nickname: 'Zé', clientId: '', redirectUri: '' }),
      token,
    );
    expect(answer.body['status']).toBe('SUCCESS');
  });
});

describe('state', () => {
  it('is cleared by POST /sandbox/api/reset', async () => {
    await walkTo(sandbox, success, 'resend');
    expect((await sandbox.get('/sandbox/api/emails')).body).toHaveLength(1);
    const reset = await sandbox.post('/sandbox/api/reset', {});
    expect(reset).toEqual({ http: 200, body: { status: 'SUCCESS' } });
    expect((await sandbox.get('/sandbox/api/emails')).body).toEqual([]);
  });

  it('belongs to one instance: another sandbox knows neither tokens nor e-mails', async () => {
    const { token } = await walkTo(sandbox, success, 'resend');
    const other = await startSandbox();
    try {
      expect((await other.get(API_PATHS.question, token)).body['status']).toBe('TOKEN_ERROR');
      expect((await other.get('/sandbox/api/emails')).body).toEqual([]);
      expect(other.app.sandbox.emails()).toEqual([]);
      expect(sandbox.app.sandbox.emails()).toHaveLength(1);
    } finally {
      await other.close();
    }
  });
});

describe('the order the contract requires (issue 28, docs/api/openapi.yaml)', () => {
  it('refuses register straight after the token, and keeps the token usable in order', async () => {
    const { body } = await sandbox.post(API_PATHS.token, bodies.token(success.cpf));
    const token = body['token'] as string;
    const early = await sandbox.post(
      API_PATHS.register,
      bodies.register({ email: 'qualquer@exemplo.invalid' }),
      token,
    );
    expect(early.body['status']).toBe('TOKEN_ERROR');
    expect(await sandbox.get('/sandbox/api/emails')).toMatchObject({ body: [] });
  });

  it('refuses the answer before the question', async () => {
    const { body } = await sandbox.post(API_PATHS.token, bodies.token(success.cpf));
    const answer = await sandbox.post(
      API_PATHS.answer,
      bodies.answer(success),
      body['token'] as string,
    );
    expect(answer.body['status']).toBe('TOKEN_ERROR');
  });

  it('allows only the resend of its own CPF after register', async () => {
    const token = await tokenFor();
    await sandbox.post(API_PATHS.answer, bodies.answer(success), token);
    expect((await sandbox.post(API_PATHS.register, bodies.register(), token)).body['status']).toBe(
      'SUCCESS',
    );
    for (const again of [
      sandbox.get(API_PATHS.question, token),
      sandbox.post(API_PATHS.register, bodies.register({ email: 'outro@exemplo.invalid' }), token),
    ]) {
      expect((await again).body['status']).toBe('TOKEN_ERROR');
    }
    const other = SCENARIOS.find((candidate) => candidate.cpf !== success.cpf);
    expect(
      (await sandbox.post(API_PATHS.resend, bodies.resend(other?.cpf ?? ''), token)).body['status'],
    ).toBe('TOKEN_ERROR');
  });
});
