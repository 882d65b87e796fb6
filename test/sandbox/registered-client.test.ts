import { describe, expect, it } from 'vitest';
import { decide, type SandboxRequest } from '../../sandbox/answers.ts';
import { EMPTY_MEMORY, type SandboxMemory } from '../../sandbox/memory.ts';
import { scenario } from '../../sandbox/scenarios.ts';
import { bodies, nonCustomerCpf } from './support.ts';

/*
 * Issue 36 item 6: the contract completes the order. A CPF that registered is a registered
 * client from then on (spec 6: registration only if the status is neither REGISTERED nor
 * BLOCKED; spec 3: the first message reads 'text: CLIENT_STATUS'), and a resend needs a token
 * that registered.
 */

const AT = Date.UTC(2026, 0, 5, 12);
const success = scenario('success');
/** The token call's answer for a registered client, as spec 3 and 8 name it. */
const REGISTERED_CLIENT = {
  code: 200,
  body: { status: 'INVALID_CLIENT_STATUS', messages: ['Cliente já cadastrado: REGISTERED'] },
};

function sandbox() {
  let memory: SandboxMemory = EMPTY_MEMORY;
  let issued = 0;
  const send = (request: SandboxRequest) => {
    issued += 1;
    const decided = decide(request, memory, { at: AT, newToken: `token-${String(issued)}` });
    memory = decided.memory;
    return decided.answer;
  };
  /** A token of `cpf` whose right answer was given: register is next. */
  const answered = (cpf = success.cpf): string => {
    const token = String(send({ call: 'token', body: bodies.token(cpf) }).body['token']);
    send({ call: 'question', token });
    expect(send({ call: 'answer', token, body: bodies.answer(success) }).body.status).toBe(
      'SUCCESS',
    );
    return token;
  };
  return { send, answered };
}

describe('a CPF that registered', () => {
  it('is a registered client at its next token call: INVALID_CLIENT_STATUS with REGISTERED', () => {
    const box = sandbox();
    const token = box.answered();
    expect(box.send({ call: 'register', token, body: bodies.register() }).body.status).toBe(
      'SUCCESS',
    );
    expect(box.send({ call: 'token', body: bodies.token('000.000.001-91') })).toEqual(
      REGISTERED_CLIENT,
    );
  });

  it('answers USER_ALREADY_EXISTS to a register racing past it with an older token', () => {
    const box = sandbox();
    const first = box.answered();
    const second = box.answered();
    expect(box.send({ call: 'register', token: first, body: bodies.register() }).body.status).toBe(
      'SUCCESS',
    );
    expect(box.send({ call: 'register', token: second, body: bodies.register() })).toEqual({
      code: 200,
      body: { status: 'USER_ALREADY_EXISTS' },
    });
  });

  it('counts a non-customer sign-up too: a second sign-up is USER_ALREADY_EXISTS', () => {
    const box = sandbox();
    const cpf = nonCustomerCpf(1);
    expect(box.send({ call: 'nonClient', body: bodies.nonClient(cpf) }).body.status).toBe(
      'SUCCESS',
    );
    expect(box.send({ call: 'nonClient', body: bodies.nonClient(cpf) }).body.status).toBe(
      'USER_ALREADY_EXISTS',
    );
    expect(box.send({ call: 'token', body: bodies.token(cpf) })).toEqual(REGISTERED_CLIENT);
  });

  it('leaves other CPFs unregistered', () => {
    const box = sandbox();
    box.send({ call: 'register', token: box.answered(), body: bodies.register() });
    const other = scenario('resendFailure');
    expect(box.send({ call: 'token', body: bodies.token(other.cpf) }).body.status).toBe('SUCCESS');
  });
});

describe('the resend with a token', () => {
  it('is TOKEN_ERROR before the token registered, and revokes it', () => {
    const box = sandbox();
    const token = box.answered();
    expect(box.send({ call: 'resend', token, body: bodies.resend(success.cpf) }).body.status).toBe(
      'TOKEN_ERROR',
    );
    // Revoked: register with it is refused too.
    expect(box.send({ call: 'register', token, body: bodies.register() }).body.status).toBe(
      'TOKEN_ERROR',
    );
  });

  it('is TOKEN_ERROR with a token that never registered, even once its CPF did', () => {
    const box = sandbox();
    // A token issued before the CPF registered, never registered itself.
    const early = String(
      box.send({ call: 'token', body: bodies.token(success.cpf) }).body['token'],
    );
    box.send({ call: 'question', token: early });
    const other = box.answered();
    box.send({ call: 'register', token: other, body: bodies.register() });
    expect(
      box.send({ call: 'resend', token: early, body: bodies.resend(success.cpf) }).body.status,
    ).toBe('TOKEN_ERROR');
    expect(
      box.send({ call: 'resend', token: other, body: bodies.resend(success.cpf) }).body.status,
    ).toBe('SUCCESS');
  });
});
