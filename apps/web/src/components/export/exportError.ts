import { isApiError } from '../../api/ApiError';
import { decideErrorAction, type ErrorAction } from '../../api/errorPolicy';

/**
 * How a failed export reaches the user: a dead session or a refused permission goes through the app's
 * one error policy (the 'Notice' dialog, the 'Forbidden' notification); anything else becomes the
 * export's own translated failure line, with the server's message as the reason when it sent one.
 */
export type ExportFailure =
  | { kind: 'policy'; action: ErrorAction }
  | { kind: 'unreachable' }
  | { kind: 'interrupted' }
  | { kind: 'failed'; reason: string };

export function exportFailureOf(error: unknown, hasToken: boolean): ExportFailure {
  if (!isApiError(error)) return { kind: 'interrupted' };
  if (error.status === 0) return { kind: 'unreachable' };
  const action = decideErrorAction({
    status: error.status,
    code: error.code,
    message: error.message,
    isLogin: false,
    hasToken,
  });
  if (
    action.kind === 'session' ||
    action.kind === 'login' ||
    action.kind === 'logoutReload' ||
    action.kind === 'forbidden'
  ) {
    return { kind: 'policy', action };
  }
  return { kind: 'failed', reason: error.message };
}
