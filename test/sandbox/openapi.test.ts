import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { Validator } from '@seriousme/openapi-schema-validator';
import { OpenAPIBackend } from 'openapi-backend';
import { parse } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, TOKEN_HEADER, type ApiCall } from '../../machines/shared/api.ts';
import {
  STATUSES_BY_ACTOR,
  UNKNOWN_STATUS,
  type ApiActor,
} from '../../machines/shared/statuses.ts';
import { SCENARIOS, isCustomer, type Scenario } from '../../sandbox/scenarios.ts';
import { bodies, startSandbox, type Answer, type RunningSandbox } from './support.ts';

/*
 * Issue 28: docs/api/openapi.yaml is the contract the company's API team reads; the sandbox is
 * the API the portal is tested against. Every answer of every scenario, and every body the
 * tests send, is checked against the document by a library validator (openapi-backend,
 * docs/decisions/040-openapi-contract.md), so the two cannot drift.
 */

const DOCUMENT = resolve(import.meta.dirname, '../../docs/api/openapi.yaml');

/** The document's answer schema of each call the portal invokes. */
const RESPONSE_SCHEMA = {
  requestToken: 'TokenResponse',
  fetchQuestion: 'QuestionResponse',
  submitAnswer: 'AnswerResponse',
  register: 'RegisterResponse',
  resendEmail: 'ResendResponse',
  registerNonClient: 'NonClientResponse',
} as const satisfies Record<ApiActor, string>;

let definition: Record<string, unknown>;
let api: OpenAPIBackend;
let sandbox: RunningSandbox;
/** Every call made, with its answer: checked against the document at the end of each test. */
const calls: {
  call: ApiCall;
  method: string;
  body?: unknown;
  token?: string;
  answer: Answer;
  /** False for a body broken on purpose, to see the API's refusal. */
  checkRequest?: boolean;
}[] = [];

beforeAll(async () => {
  definition = parse(readFileSync(DOCUMENT, 'utf8')) as Record<string, unknown>;
  // openapi-backend checks documents against OpenAPI 3.0's schema only: the document is checked
  // against 3.1's by a validator of its own, then handed over unchecked (`quick`).
  const checked = await new Validator().validate(definition);
  expect(checked.errors ?? []).toEqual([]);
  expect(checked.valid).toBe(true);
  api = new OpenAPIBackend({ definition: definition as never, quick: true });
  await api.init();
  sandbox = await startSandbox();
});
afterAll(async () => {
  await sandbox.close();
});

async function post(
  call: ApiCall,
  body: unknown,
  token?: string,
  checkRequest = true,
): Promise<Answer> {
  const answer = await sandbox.post(API_PATHS[call], body, token);
  calls.push({
    call,
    method: 'post',
    body,
    ...(token === undefined ? {} : { token }),
    answer,
    checkRequest,
  });
  return answer;
}

async function get(call: ApiCall, token: string): Promise<Answer> {
  const answer = await sandbox.get(API_PATHS[call], token);
  calls.push({ call, method: 'get', token, answer });
  return answer;
}

/** What the validator finds wrong in each recorded request and answer; [] when none. */
function problems(): string[] {
  const found = calls.flatMap(({ call, method, body, token, answer, checkRequest = true }) => {
    const request = api.validateRequest({
      method,
      path: API_PATHS[call],
      headers: {
        'content-type': 'application/json',
        ...(token === undefined ? {} : { [TOKEN_HEADER]: token }),
      },
      ...(body === undefined ? {} : { body }),
    });
    const response = api.validateResponse(answer.body, call, answer.http);
    return [
      ...(request.valid || !checkRequest
        ? []
        : [`${call} request: ${JSON.stringify(request.errors)}`]),
      ...(response.valid
        ? []
        : [
            `${call} ${String(answer.http)} ${JSON.stringify(answer.body)}: ${JSON.stringify(response.errors)}`,
          ]),
    ];
  });
  calls.length = 0;
  return found;
}

/**
 * A call of `scenario`'s flow; undefined when the scenario drops it (the connection closes with
 * no answer, the portal's network failure: nothing for the document to describe).
 */
async function unlessDropped(
  scenario: Scenario,
  call: ApiCall,
  made: () => Promise<Answer>,
): Promise<Answer | undefined> {
  try {
    return await made();
  } catch (error) {
    const outcome: object = scenario.outcomes[call] ?? {};
    if (error instanceof TypeError && 'drop' in outcome) return undefined;
    throw error;
  }
}

/** A scenario's whole customer flow, with a wrong answer first, as far as its answers allow. */
async function walk(scenario: Scenario): Promise<void> {
  const call = (name: ApiCall, made: () => Promise<Answer>) => unlessDropped(scenario, name, made);
  const token = await call('token', () => post('token', bodies.token(scenario.cpf)));
  const value = token?.body['token'];
  if (typeof value !== 'string') return;
  await call('question', () => get('question', value));
  await call('answer', () =>
    post('answer', bodies.answer(scenario, { birthdayYear: '1900' }), value),
  );
  await call('answer', () => post('answer', bodies.answer(scenario), value));
  await call('register', () => post('register', bodies.register(), value));
  await call('resend', () => post('resend', bodies.resend(scenario.cpf), value));
}

/** The non-customer sign-up with the scenario's CPF, then (a non-customer) the tokenless resend. */
async function signUp(scenario: Scenario): Promise<void> {
  await unlessDropped(scenario, 'nonClient', () =>
    post('nonClient', bodies.nonClient(scenario.cpf)),
  );
  if (!isCustomer(scenario)) {
    await unlessDropped(scenario, 'resend', () => post('resend', bodies.resend(scenario.cpf)));
  }
}

describe('the sandbox against docs/api/openapi.yaml', () => {
  it.each(SCENARIOS.map((scenario) => [scenario.name, scenario] as const))(
    'answers scenario %s as the document says, every call of its flow',
    async (_name, scenario) => {
      await walk(scenario);
      await signUp(scenario);
      expect(calls.length).toBeGreaterThan(0);
      // The scenarios that answer a status no list names break the contract on purpose (the
      // portal's handling of the unexpected): exactly that answer is reported, nothing else.
      const offContract = (Object.entries(scenario.outcomes) as [ApiCall, { status?: string }][])
        .filter(([, outcome]) => outcome.status === UNKNOWN_STATUS)
        .map(([call]) => call);
      expect([...new Set(problems().map((problem) => problem.split(' ', 2).join(' ')))]).toEqual(
        offContract.map((call) => `${call} 200`),
      );
    },
  );

  it('answers refusals in the documented error shape: a broken body, a missing token, three wrong answers', async () => {
    const broken = await post('token', { document: 1 }, undefined, false);
    expect(broken.http).toBe(400);
    await get('question', 'no-such-token');
    const [customer] = SCENARIOS;
    if (!customer) throw new Error('No scenario.');
    const token = await post('token', bodies.token(customer.cpf));
    for (const year of ['1900', '1901', '1902']) {
      await post(
        'answer',
        bodies.answer(customer, { birthdayYear: year }),
        String(token.body['token']),
      );
    }
    expect(problems()).toEqual([]);
  });

  it.each(Object.entries(RESPONSE_SCHEMA))(
    'lists for %s (%s) exactly the statuses the portal reads (statuses.ts)',
    (actor, schema) => {
      const { components } = definition as {
        components: { schemas: Record<string, { properties: { status: { enum: string[] } } }> };
      };
      const documented = components.schemas[schema]?.properties.status.enum ?? [];
      expect([...documented].sort()).toEqual([...STATUSES_BY_ACTOR[actor as ApiActor]].sort());
    },
  );

  it('catches a drift: an answer the document does not allow is reported', () => {
    calls.push({
      call: 'answer',
      method: 'post',
      body: bodies.answer(SCENARIOS[0] as Scenario),
      token: 't',
      answer: { http: 200, body: { status: 'MAYBE' } },
    });
    expect(problems()).toHaveLength(1);
  });
});
