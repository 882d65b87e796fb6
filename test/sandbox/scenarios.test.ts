import { SPAN_ID_KEY } from '../../machines/shared/api.ts';
import { isValidCpf } from '@brazilian-utils/brazilian-utils';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ANSWER_STATUSES,
  NON_CLIENT_STATUSES,
  QUESTION_STATUSES,
  REGISTER_STATUSES,
  RESEND_STATUSES,
  TOKEN_STATUSES,
  UNKNOWN_STATUS,
} from '../../machines/shared/statuses.ts';
import {
  SCENARIOS,
  scenario,
  scenarioOfDocument,
  isCustomer,
  type DropOutcome,
  type Outcome,
  type Scenario,
  type ScenarioCall,
} from '../../sandbox/scenarios.ts';
import { API_PATHS } from '../../machines/shared/api.ts';
import { WAY_TO_STATUS } from '../../sandbox/status-scenarios.ts';
import { bodies, call, startSandbox, walkTo, type Answer, type RunningSandbox } from './support.ts';

const STATUSES_BY_CALL: Record<ScenarioCall, readonly string[]> = {
  token: TOKEN_STATUSES,
  question: QUESTION_STATUSES,
  answer: ANSWER_STATUSES,
  register: REGISTER_STATUSES,
  resend: RESEND_STATUSES,
  nonClient: NON_CLIENT_STATUSES,
};

/** The names the brief asks for; the table may hold more. */
const REQUIRED = [
  'success',
  'clientNotFound',
  'incorrectCaptcha',
  'insufficientData',
  'registered',
  'blocked',
  'tokenUnknownStatus',
  'tokenFailure',
  'questionTokenError',
  'questionUnknownStatus',
  'questionFailure',
  'answerUnknownStatus',
  'answerFailure',
  'registerUserExists',
  'registerUserExistsBody',
  'registerTokenError',
  'registerUnknownStatus',
  'registerFailure',
  'resendIncorrectCaptcha',
  'resendTokenError',
  'resendUnknownStatus',
  'resendFailure',
];

function expectOutcome(answer: Answer, outcome: Exclude<Outcome, DropOutcome>): void {
  if (!('http' in outcome)) {
    expect(answer.http).toBe(200);
    expect(answer.body['status']).toBe(outcome.status);
    if (outcome.messages) expect(answer.body['messages']).toEqual(outcome.messages);
    if (outcome.token === true) expect(answer.body['token']).toEqual(expect.any(String));
    else expect(answer.body).not.toHaveProperty('token');
    return;
  }
  expect(answer.http).toBe(outcome.http);
  expect(answer.body['status']).toBe(outcome.http === 409 ? outcome.status : 'INTERNAL_ERROR');
  expect(answer.body[SPAN_ID_KEY]).toMatch(/^[0-9a-f]{16}$/);
}

describe('the scenario table', () => {
  it('has every required scenario, each name once', () => {
    const names = SCENARIOS.map(({ name }) => name);
    expect(names).toEqual(expect.arrayContaining(REQUIRED));
    expect(new Set(names).size).toBe(names.length);
  });

  it('gives every scenario a distinct, valid CPF that is not all one digit', () => {
    const cpfs = SCENARIOS.map(({ cpf }) => cpf);
    for (const cpf of cpfs) {
      expect(cpf, cpf).toMatch(/^\d{11}$/);
      expect(isValidCpf(cpf), cpf).toBe(true);
      expect(new Set(cpf).size, cpf).toBeGreaterThan(1);
    }
    expect(new Set(cpfs).size).toBe(cpfs.length);
  });

  it('offers 4 or 5 mother names with the right one exactly once', () => {
    for (const { name, motherNames, answer } of SCENARIOS) {
      expect(motherNames.length, name).toBeGreaterThanOrEqual(4);
      expect(motherNames.length, name).toBeLessThanOrEqual(5);
      expect(
        motherNames.filter((option) => option === answer.mothersFirstName),
        name,
      ).toHaveLength(1);
      expect(answer.birthdayYear, name).toMatch(/^\d{4}$/);
      expect(answer.birthdayDay, name).toMatch(/^\d{1,2}$/);
    }
  });

  it('only uses statuses the call can answer, or the unknown one', () => {
    for (const { name, outcomes } of SCENARIOS) {
      for (const [callName, outcome] of Object.entries(outcomes) as [ScenarioCall, Outcome][]) {
        if ('drop' in outcome || ('http' in outcome && outcome.http === 500)) continue;
        expect([...STATUSES_BY_CALL[callName], UNKNOWN_STATUS], `${name}.${callName}`).toContain(
          outcome.status,
        );
      }
    }
  });

  it('names, for every status of every call, a scenario that documents it or a shared rule', () => {
    const rules: readonly string[] = ['wrongAnswer', 'wrongAnswerLimit', 'emailInUse'];
    for (const [callName, statuses] of Object.entries(STATUSES_BY_CALL) as [
      ScenarioCall,
      readonly string[],
    ][]) {
      const ways: Readonly<Record<string, string>> = WAY_TO_STATUS[callName];
      expect(Object.keys(ways).sort(), callName).toEqual([...statuses].sort());
      for (const [status, way] of Object.entries(ways)) {
        const entry = SCENARIOS.find(({ name }) => name === way);
        if (!entry) {
          expect(rules, `${callName} ${status}`).toContain(way);
          continue;
        }
        const outcome: Outcome | undefined = entry.outcomes[callName];
        // SUCCESS: the scenario's call takes the success path, which lists no outcome.
        if (status === 'SUCCESS') expect(outcome, `${callName} ${status}`).toBeUndefined();
        else expect(outcome, `${callName} ${status}`).toEqual(expect.objectContaining({ status }));
      }
    }
  });

  it('finds a scenario by CPF with or without the mask', () => {
    const { cpf } = scenario('blocked');
    const masked = `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`;
    expect(scenarioOfDocument(masked)?.name).toBe('blocked');
    expect(scenarioOfDocument('52998224725')).toBeUndefined();
  });
});

describe('each scenario over HTTP', () => {
  let sandbox: RunningSandbox;
  beforeAll(async () => {
    sandbox = await startSandbox();
  });
  afterAll(() => sandbox.close());
  beforeEach(() => {
    sandbox.app.sandbox.reset();
  });

  const cases = SCENARIOS.flatMap((entry) =>
    (Object.entries(entry.outcomes) as [ScenarioCall, Outcome][]).map(
      ([callName, outcome]) => [entry.name, callName, outcome, entry] as const,
    ),
  );

  /** A non-customer resends without a token after signing up (spec 4.6); a customer with one. */
  async function answerOf(entry: Scenario, callName: ScenarioCall): Promise<Answer> {
    if (callName === 'nonClient') return call(sandbox, entry, 'nonClient');
    if (callName === 'resend' && !isCustomer(entry)) {
      expect((await call(sandbox, entry, 'nonClient')).body['status']).toBe('SUCCESS');
      return sandbox.post(API_PATHS.resend, bodies.resend(entry.cpf));
    }
    return (await walkTo(sandbox, entry, callName)).answer;
  }

  it.each(cases)('%s: %s answers as documented', async (_name, callName, outcome, entry) => {
    if ('drop' in outcome) {
      // No answer at all: the connection closes, which fetch reports as a failed request.
      await expect(answerOf(entry, callName)).rejects.toThrow(TypeError);
      return;
    }
    expectOutcome(await answerOf(entry, callName), outcome);
  });

  it('answers CLIENT_NOT_FOUND at /token for a CPF not in the table', async () => {
    const stranger = { ...scenario('success'), cpf: '52998224725' };
    const answer = await call(sandbox, stranger, 'token');
    expect(answer).toEqual({ http: 200, body: { status: 'CLIENT_NOT_FOUND' } });
  });
});
