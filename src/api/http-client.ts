import type { ApiResponse } from '../../machines/index.ts';
import { TOKEN_HEADER } from '../../machines/index.ts';
import type { ApiConfig } from './api-config.ts';
import { ApiCallError } from './api-call-error.ts';
import { isRecord } from '../../machines/shared/records.ts';

export interface RequestOptions {
  method: 'GET' | 'POST';
  body?: unknown;
  token?: string | undefined;
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

/**
 * The portal's one HTTP client. It resolves with the answer of a 2xx response that carries a
 * status, and rejects with an `ApiCallError` (an `ApiFailure`) otherwise, so the machines see either an answer to
 * route by status or a failure to route by kind, never a raw exception.
 */
export function createHttpClient(config: ApiConfig) {
  // Taken when the client is made, at start-up: a script loaded later that wraps window.fetch
  // (a session recorder copying the network) never sees the calls, their bodies or the token.
  const send = globalThis.fetch.bind(globalThis);
  function spanIdIn(body: unknown): { spanId?: string } {
    const value = isRecord(body) ? body[config.spanIdKey] : undefined;
    return typeof value === 'string' && value !== '' ? { spanId: value } : {};
  }

  return async function request<T extends ApiResponse>(
    path: string,
    options: RequestOptions,
  ): Promise<T> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    if (options.token !== undefined) headers[TOKEN_HEADER] = options.token;

    let response: Response;
    try {
      response = await send(config.baseUrl + path, {
        method: options.method,
        headers,
        ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
        signal: AbortSignal.timeout(config.timeoutMs),
      });
    } catch (error) {
      throw new ApiCallError({
        kind:
          error instanceof DOMException && error.name === 'TimeoutError' ? 'timeout' : 'network',
      });
    }

    const body = await readJson(response);
    const status =
      isRecord(body) && typeof body['status'] === 'string' ? body['status'] : undefined;
    if (!response.ok || status === undefined) {
      throw new ApiCallError({
        kind: 'http',
        httpStatus: response.status,
        ...(status === undefined ? {} : { status }),
        ...spanIdIn(body),
      });
    }
    return { ...(body as T), ...spanIdIn(body) };
  };
}

export type HttpRequest = ReturnType<typeof createHttpClient>;
