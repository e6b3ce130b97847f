import { errors, SESSION_ERROR_CODES, TOAST_ERROR_CODES } from '@siteguard/contracts';

/** The facts of one failed call that decide what the user sees. */
export interface FailedCall {
  status: number;
  /** The catalogue code; undefined when no envelope came back (a proxy, a gateway, the network). */
  code: number | undefined;
  message: string;
  /** Set by the login call itself: its page shows the message, nothing global happens. */
  isLogin: boolean;
  hasToken: boolean;
}

/** What the client does about a failure, once, for every caller (spec §8 as narrowed by decisions.md). */
export type ErrorAction =
  | { kind: 'none' }
  | { kind: 'session'; code: number; message: string }
  | { kind: 'login' }
  | { kind: 'forbidden'; message: string }
  | { kind: 'toast'; message: string }
  | { kind: 'logoutReload' };

const TOASTED = new Set<number>([...TOAST_ERROR_CODES, errors.PARAM_ERROR.code]);
const SESSION = new Set<number>(SESSION_ERROR_CODES);

export function decideErrorAction(call: FailedCall): ErrorAction {
  if (call.isLogin) return { kind: 'none' };
  if (call.code !== undefined && SESSION.has(call.code)) {
    // Nothing stored means nobody was signed in: the login page says more than 'log in again'.
    return call.hasToken ? { kind: 'session', code: call.code, message: call.message } : { kind: 'login' };
  }
  if (call.status === 403) return { kind: 'forbidden', message: call.message };
  if (call.status === 401 && call.code === undefined) {
    return call.hasToken ? { kind: 'logoutReload' } : { kind: 'none' };
  }
  if (call.code !== undefined && TOASTED.has(call.code)) return { kind: 'toast', message: call.message };
  if (call.status === 500 && call.message) return { kind: 'toast', message: call.message };
  return { kind: 'none' };
}
