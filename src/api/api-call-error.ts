import type { ApiFailure } from '../../machines/index.ts';

/** What every failed call rejects with: an Error (for stack traces and tooling) that is an ApiFailure. */
export class ApiCallError extends Error implements ApiFailure {
  readonly kind: ApiFailure['kind'];
  readonly httpStatus?: number;
  readonly status?: string;
  readonly spanId?: string;

  constructor(failure: ApiFailure) {
    super(`API call failed: ${failure.kind}${failure.httpStatus ? ` ${failure.httpStatus}` : ''}`);
    this.name = 'ApiCallError';
    this.kind = failure.kind;
    if (failure.httpStatus !== undefined) this.httpStatus = failure.httpStatus;
    if (failure.status !== undefined) this.status = failure.status;
    if (failure.spanId !== undefined) this.spanId = failure.spanId;
  }
}
