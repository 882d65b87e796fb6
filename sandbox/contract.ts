import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { OpenAPIBackend, type Operation } from 'openapi-backend';
import { parse } from 'yaml';

/**
 * The API contract, docs/api/openapi.yaml, as the sandbox checks requests against it: the same
 * document and the same library validator (openapi-backend, decision 040) that
 * test/sandbox/openapi.test.ts checks the answers with, so a request the document refuses is
 * refused here, in the document's own statuses (decision 059).
 */

export const CONTRACT_FILE = fileURLToPath(new URL('../docs/api/openapi.yaml', import.meta.url));

/** One broken rule of a request, as ajv names it. */
export interface RequestProblem {
  /** Where in the body, a JSON pointer ('/' for the body itself). */
  readonly field: string;
  readonly keyword: string;
  readonly message: string;
  readonly params: Record<string, unknown>;
}

/** A request as the checks read it: headers lower case, the body parsed (undefined if none). */
export interface ContractRequest {
  readonly method: string;
  readonly path: string;
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
  readonly body?: unknown;
}

/** What the contract says of one operation (a path and a method). */
export interface ContractOperation {
  readonly id: string;
  /** Upper case. */
  readonly method: string;
  readonly path: string;
  /** The media types its body may have; [] when it takes no body. */
  readonly mediaTypes: readonly string[];
  /** Whether the request carries what one of the operation's security requirements needs. */
  secured(headers: ContractRequest['headers']): boolean;
  /** What breaks the operation's schemas (body and parameters); [] when nothing does. */
  problems(request: ContractRequest): RequestProblem[];
}

export interface Contract {
  /** The methods the document lists for `path`, upper case; undefined for a path it lacks. */
  methodsOf(path: string): readonly string[] | undefined;
  operation(method: string, path: string): ContractOperation | undefined;
  /** The operation of an `operationId`; undefined when the document has none by that id. */
  byId(id: string): ContractOperation | undefined;
}

interface ApiKeyScheme {
  readonly type: string;
  readonly in?: string;
  readonly name?: string;
}

interface Document {
  readonly paths: Record<string, Record<string, unknown>>;
  readonly security?: readonly Record<string, unknown>[];
  readonly components?: { readonly securitySchemes?: Record<string, ApiKeyScheme> };
}

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** The request header a security scheme names; undefined for a scheme that is not one. */
function headerOf(scheme: ApiKeyScheme | undefined): string | undefined {
  return scheme?.type === 'apiKey' && scheme.in === 'header'
    ? scheme.name?.toLowerCase()
    : undefined;
}

function isPresent(value: string | string[] | undefined): boolean {
  return typeof value === 'string';
}

/**
 * The requirements are alternatives, each a set of schemes all needed; an empty one (`{}`) needs
 * nothing. Only header API keys exist in this contract: any other scheme is never satisfied.
 */
function securedBy(
  document: Document,
  operation: Operation,
): (headers: ContractRequest['headers']) => boolean {
  const requirements = operation.security ?? document.security ?? [];
  if (requirements.length === 0) return () => true;
  const schemes = document.components?.securitySchemes ?? {};
  const needed = requirements.map((requirement) =>
    Object.keys(requirement).map((name) => headerOf(schemes[name])),
  );
  return (headers) =>
    needed.some((names) => names.every((name) => name !== undefined && isPresent(headers[name])));
}

/** ajv's pointer into openapi-backend's checked object ('/requestBody/x') as one into the body. */
function fieldOf(instancePath: string): string {
  const inBody = instancePath.replace(/^\/requestBody(?=\/|$)/, '');
  return inBody === '' ? '/' : inBody;
}

function contractOf(document: Document, backend: OpenAPIBackend): Contract {
  const operations = new Map(
    backend.getOperations().map((operation) => {
      const content = (operation.requestBody as { content?: object } | undefined)?.content ?? {};
      const checked: ContractOperation = {
        id: operation.operationId ?? `${operation.method} ${operation.path}`,
        method: operation.method.toUpperCase(),
        path: operation.path,
        mediaTypes: Object.keys(content),
        secured: securedBy(document, operation),
        problems: (request) =>
          (
            backend.validateRequest(
              {
                method: request.method,
                path: request.path,
                headers: Object.fromEntries(
                  Object.entries(request.headers).filter(
                    (entry): entry is [string, string | string[]] => entry[1] !== undefined,
                  ),
                ),
                body: request.body,
              },
              operation,
            ).errors ?? []
          ).map(({ instancePath, keyword, message, params }) => ({
            field: fieldOf(instancePath),
            keyword,
            message: message ?? keyword,
            // openapi-backend's own parse error carries `params: []`; the error shape's is an object.
            params: Array.isArray(params) ? {} : (params as Record<string, unknown>),
          })),
      };
      return [`${operation.method.toUpperCase()} ${operation.path}`, checked] as const;
    }),
  );
  return {
    methodsOf: (path) => {
      const item = document.paths[path];
      return item && HTTP_METHODS.filter((method) => method in item).map((m) => m.toUpperCase());
    },
    operation: (method, path) => operations.get(`${method.toUpperCase()} ${path}`),
    byId: (id) => [...operations.values()].find((operation) => operation.id === id),
  };
}

let loaded: Promise<Contract> | undefined;

/** docs/api/openapi.yaml, read and compiled once per process. */
export function theContract(): Promise<Contract> {
  loaded ??= loadContract();
  return loaded;
}

/**
 * Reads and compiles the document. openapi-backend checks documents against OpenAPI 3.0's schema
 * only, so this one (3.1) is handed over unchecked (`quick`); test/sandbox/openapi.test.ts checks
 * it against 3.1's schema and the linters check it in `npm test`.
 */
export async function loadContract(file = CONTRACT_FILE): Promise<Contract> {
  const document = parse(readFileSync(file, 'utf8')) as Document;
  const backend = new OpenAPIBackend({
    definition: document as never,
    quick: true,
    // Every broken rule of a body, not only the first: the 400 lists them all.
    ajvOpts: { allErrors: true },
  });
  await backend.init();
  return contractOf(document, backend);
}
