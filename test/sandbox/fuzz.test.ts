import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { OpenAPIBackend } from 'openapi-backend';
import { parse } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOKEN_HEADER } from '../../machines/shared/api.ts';
import { buildSandbox, type SandboxApp } from '../../sandbox/app.ts';
import { CONTRACT_FILE } from '../../sandbox/contract.ts';
import { RUN_HEADER } from '../../sandbox/runs.ts';
import { invalidObject, validValue, type Schema } from './schema-arbitrary.ts';
import { CONTRACT_TEST_RATE_LIMITS } from './support.ts';

/*
 * Issue 36 item 8: requests generated from docs/api/openapi.yaml, schema-valid and
 * schema-invalid, in short sequences (so a token handed over can be used by the next request),
 * against the sandbox app in process. Every answer: no 5xx, JSON, a status the document lists
 * for the operation (405 with Allow for a method it does not list), and a body its schema
 * accepts. Bounded: FUZZ_RUNS sequences, a few seconds; on failure fast-check prints the seed and
 * the shrunk sequence to replay (`fc.assert(…, { seed, path })`).
 */

const FUZZ_RUNS = Number(process.env['FUZZ_RUNS'] ?? 150);

interface DocumentOperation {
  readonly operationId: string;
  readonly method: string;
  readonly path: string;
  readonly responses: Record<string, { headers?: Record<string, unknown> }>;
  readonly requestBody?: { content: Record<string, { schema: Schema }> };
}

let api: OpenAPIBackend;
let operations: DocumentOperation[];
let methodsByPath: Map<string, string[]>;
let sandbox: SandboxApp;

beforeAll(async () => {
  api = new OpenAPIBackend({
    definition: parse(readFileSync(CONTRACT_FILE, 'utf8')) as never,
    quick: true,
  });
  await api.init();
  // Dereferenced by init(): request and response schemas are inline.
  operations = api.getOperations() as unknown as DocumentOperation[];
  methodsByPath = new Map();
  for (const { path, method } of operations) {
    methodsByPath.set(path, [...(methodsByPath.get(path) ?? []), method.toUpperCase()]);
  }
  sandbox = buildSandbox({ rateLimit: CONTRACT_TEST_RATE_LIMITS });
  await sandbox.ready();
});
afterAll(() => sandbox.close());

/** One generated request; `token` 'last' is the newest token the sequence was handed. */
interface FuzzRequest {
  /** Its operation id: the counterexample fast-check prints stays short. */
  readonly operation: string;
  readonly method: string;
  readonly body: {
    readonly kind: 'valid' | 'invalid' | 'any JSON' | 'not JSON' | 'none';
    readonly value: unknown;
  };
  readonly contentType: string | undefined;
  readonly token:
    { readonly kind: 'none' | 'last' } | { readonly kind: 'given'; readonly value: string };
}

const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD', 'TRACE'];

function requestOf(operation: DocumentOperation): fc.Arbitrary<FuzzRequest> {
  const schema = operation.requestBody?.content['application/json']?.schema;
  const bodies: fc.Arbitrary<FuzzRequest['body']>[] =
    schema === undefined
      ? [fc.constant({ kind: 'none' as const, value: undefined })]
      : [
          validValue(schema).map((value) => ({ kind: 'valid' as const, value })),
          invalidObject(schema).map((value) => ({ kind: 'invalid' as const, value })),
          fc.jsonValue().map((value) => ({ kind: 'any JSON' as const, value })),
          fc.string({ maxLength: 20 }).map((value) => ({ kind: 'not JSON' as const, value })),
        ];
  return fc.record({
    operation: fc.constant(operation.operationId),
    method: fc.oneof(
      { weight: 6, arbitrary: fc.constant(operation.method.toUpperCase()) },
      { weight: 1, arbitrary: fc.constantFrom(...METHODS) },
    ),
    body: fc.oneof(
      {
        weight: 4,
        arbitrary: bodies[0] ?? fc.constant({ kind: 'none' as const, value: undefined }),
      },
      ...bodies.slice(1).map((arbitrary) => ({ weight: 1, arbitrary })),
    ),
    contentType: fc.oneof(
      { weight: 6, arbitrary: fc.constant('application/json') },
      {
        weight: 1,
        arbitrary: fc.constantFrom(
          'application/json; charset=utf-8',
          'text/plain',
          'application/x-www-form-urlencoded',
          undefined,
        ),
      },
    ),
    token: fc.oneof(
      { weight: 4, arbitrary: fc.constant({ kind: 'last' as const }) },
      { weight: 1, arbitrary: fc.constant({ kind: 'none' as const }) },
      {
        weight: 1,
        arbitrary: fc.string({ maxLength: 40 }).map((value) => ({ kind: 'given' as const, value })),
      },
    ),
  });
}

function operationOf(request: FuzzRequest): DocumentOperation {
  const operation = operations.find(({ operationId }) => operationId === request.operation);
  if (!operation) throw new Error(`No operation ${request.operation}.`);
  return operation;
}

/** What the document finds wrong with one answer; [] when nothing. */
function offContract(
  request: FuzzRequest,
  answer: { statusCode: number; headers: Record<string, unknown>; body: string },
): string[] {
  const operation = operationOf(request);
  const found: string[] = [];
  if (answer.statusCode >= 500) found.push(`a 5xx: ${String(answer.statusCode)}`);
  if (!String(answer.headers['content-type']).startsWith('application/json')) {
    found.push(`content type ${String(answer.headers['content-type'])}`);
  }
  if (request.method === 'HEAD') return found;
  const body: unknown = JSON.parse(answer.body);
  const listed = methodsByPath.get(operation.path) ?? [];
  if (!listed.includes(request.method)) {
    if (answer.statusCode !== 405)
      found.push(`${request.method} answered ${String(answer.statusCode)}, not 405`);
    if (answer.headers['allow'] !== listed.join(', '))
      found.push(`Allow ${String(answer.headers['allow'])}`);
    // No operation to read the 405's shape from: it is the error shape every refusal has (400's).
    const shape = api.validateResponse(body, operation.operationId, 400);
    if (!shape.valid) found.push(`405 body: ${JSON.stringify(shape.errors)}`);
    return found;
  }
  const status = String(answer.statusCode);
  if (!(status in operation.responses)) {
    found.push(`${status} is not listed for ${operation.operationId}`);
    return found;
  }
  const checked = api.validateResponse(body, operation.operationId, answer.statusCode);
  if (!checked.valid) found.push(`${status} body: ${JSON.stringify(checked.errors)}`);
  const headers = Object.keys(operation.responses[status]?.headers ?? {});
  for (const header of headers) {
    if (answer.headers[header.toLowerCase()] === undefined)
      found.push(`${status} without ${header}`);
  }
  return found;
}

let runs = 0;

describe('requests generated from docs/api/openapi.yaml against the sandbox', () => {
  it('never answer 5xx, and every answer is one the document lists, in its shape', async () => {
    const kinds = new Map<string, number>();
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.constantFrom(...operations).chain(requestOf), { minLength: 1, maxLength: 8 }),
        async (sequence) => {
          // A run of its own per sequence (X-Sandbox-Run): no sequence sees another's tokens.
          runs += 1;
          const run = `fuzz-${String(runs)}`;
          let last: string | undefined;
          for (const request of sequence) {
            const operation = operationOf(request);
            const token =
              request.token.kind === 'given'
                ? request.token.value
                : request.token.kind === 'last'
                  ? last
                  : undefined;
            const payload =
              request.body.kind === 'none'
                ? undefined
                : request.body.kind === 'not JSON'
                  ? String(request.body.value)
                  : JSON.stringify(request.body.value);
            const answer = await sandbox.inject({
              method: request.method as 'GET',
              url: operation.path,
              headers: {
                [RUN_HEADER]: run,
                ...(request.contentType === undefined || payload === undefined
                  ? {}
                  : { 'content-type': request.contentType }),
                ...(token === undefined ? {} : { [TOKEN_HEADER]: token }),
              },
              ...(payload === undefined ? {} : { payload }),
            });
            kinds.set(
              `${operation.operationId} ${String(answer.statusCode)}`,
              (kinds.get(`${operation.operationId} ${String(answer.statusCode)}`) ?? 0) + 1,
            );
            expect(offContract(request, answer), `${request.method} ${operation.path}`).toEqual([]);
            const handed: unknown =
              request.method === 'HEAD'
                ? undefined
                : (JSON.parse(answer.body) as { token?: unknown }).token;
            if (typeof handed === 'string') last = handed;
          }
          sandbox.sandbox.reset(run);
        },
      ),
      { numRuns: FUZZ_RUNS },
    );
    // The sequences reach past the refusals: tokens are handed over and used.
    expect(kinds.get('token 200')).toBeGreaterThan(0);
    expect(kinds.get('question 200')).toBeGreaterThan(0);
    expect(kinds.get('answer 400')).toBeGreaterThan(0);
    expect(kinds.get('token 415')).toBeGreaterThan(0);
  });
});
