import type { ErrorEnvelope } from '@siteguard/contracts';

/**
 * A failed call: the HTTP status and, when the server answered with an envelope, its catalogue code,
 * translated message and extra data (field errors, request id, isLogin). `code` is undefined when no
 * envelope came back (network failure, a proxy's HTML error page).
 */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly status: number;
  readonly code: number | undefined;
  readonly data: ErrorEnvelope['data'];

  constructor(init: { status: number; code?: number; message: string; data?: ErrorEnvelope['data'] }) {
    super(init.message);
    this.status = init.status;
    this.code = init.code;
    this.data = init.data ?? null;
  }

  /** No answer from the API at all: the case the login page reports as 'backend not running'. */
  get isUnreachable(): boolean {
    return this.status === 0 || this.status === 502 || this.status === 503 || this.status === 504;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
