import { isApiError } from '../../api/ApiError';

/** How a failed sign-in reads: unreachable backend, the server's own (translated) message, or generic. */
export type LoginFailure =
  | { kind: 'backendDown' }
  | { kind: 'server'; message: string }
  | { kind: 'unknown' };

export function loginFailureOf(error: unknown): LoginFailure {
  if (!isApiError(error)) return { kind: 'unknown' };
  // No envelope at all: fetch threw, or a proxy answered 502/503/504 for a stopped backend.
  if (error.code === undefined && error.isUnreachable) return { kind: 'backendDown' };
  if (error.code !== undefined && error.message) return { kind: 'server', message: error.message };
  return { kind: 'unknown' };
}
