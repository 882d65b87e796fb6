import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { API_PATHS, TOKEN_HEADER } from '../../machines/shared/api.ts';
import { MARKUP_NAMES, scenario } from '../../sandbox/scenarios.ts';
import { bodies, startSandbox, type RunningSandbox } from './support.ts';

const markup = scenario('questionMarkupNames');

let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.close());
beforeEach(() => {
  sandbox.app.sandbox.reset();
});

async function tokenFor(cpf: string): Promise<string> {
  const { body } = await sandbox.post(API_PATHS.token, bodies.token(cpf));
  expect(body['status']).toBe('SUCCESS');
  const token = body['token'] as string;
  // The contract's order: the question before the answer (docs/api/openapi.yaml, rule 1).
  expect((await sandbox.get(API_PATHS.question, token)).body['status']).toBe('SUCCESS');
  return token;
}

describe('the scenario questionMarkupNames', () => {
  it('offers names with an element, a tag and quotes, and one plain right answer', () => {
    expect(markup.motherNames).toEqual(MARKUP_NAMES);
    expect(markup.motherNames.some((name) => /<img [^>]*onerror=/.test(name))).toBe(true);
    expect(markup.motherNames).toContain('<b>Ana</b>');
    expect(markup.answer.mothersFirstName).toBe('Helena');
  });

  it('sends the names byte for byte, unescaped, in its JSON', async () => {
    const token = await tokenFor(markup.cpf);
    const response = await fetch(sandbox.origin + API_PATHS.question, {
      headers: { [TOKEN_HEADER]: token },
    });
    const text = await response.text();
    // JSON escapes neither < nor >: the raw markup is on the wire, as a careless API would send it.
    expect(text).toContain('<img src=x onerror=\\"window.__xss=1\\">Maria');
    expect(JSON.parse(text)).toEqual({
      status: 'SUCCESS',
      question: { motherNames: [...MARKUP_NAMES] },
    });
  });

  it('accepts the right answer and refuses a name with markup', async () => {
    const token = await tokenFor(markup.cpf);
    const right = await sandbox.post(API_PATHS.answer, bodies.answer(markup), token);
    expect(right.body).toEqual({ status: 'SUCCESS' });
    const wrong = await sandbox.post(
      API_PATHS.answer,
      bodies.answer(markup, { mothersFirstName: '<b>Ana</b>' }),
      token,
    );
    expect(wrong.body).toEqual({ status: 'INCORRECT_ANSWER' });
  });
});
