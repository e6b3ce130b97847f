import { describe, expect, it } from 'vitest';
import { decideErrorAction, type FailedCall } from './errorPolicy';

const call = (over: Partial<FailedCall>): FailedCall => ({
  status: 400,
  code: undefined,
  message: 'msg',
  isLogin: false,
  hasToken: true,
  ...over,
});

describe('decideErrorAction', () => {
  it.each([1011006, 1011007, 1011008, 1011009])('opens the Notice dialog for session code %i', (code) => {
    expect(decideErrorAction(call({ status: 401, code }))).toEqual({ kind: 'session', code, message: 'msg' });
  });

  it('sends a visitor without a token to the login page instead', () => {
    expect(decideErrorAction(call({ status: 401, code: 1011009, hasToken: false }))).toEqual({
      kind: 'login',
    });
  });

  it('shows only the Forbidden notification for 403, even for the toast code 1013002', () => {
    expect(decideErrorAction(call({ status: 403, code: 1013002 }))).toEqual({
      kind: 'forbidden',
      message: 'msg',
    });
  });

  it.each([
    [400, 1015002],
    [400, 1012001],
    [500, 1016002],
  ])('toasts HTTP %i code %i', (status, code) => {
    expect(decideErrorAction(call({ status, code }))).toEqual({ kind: 'toast', message: 'msg' });
  });

  it('toasts a 500 with a message and ignores one without', () => {
    expect(decideErrorAction(call({ status: 500 }))).toEqual({ kind: 'toast', message: 'msg' });
    expect(decideErrorAction(call({ status: 500, message: '' }))).toEqual({ kind: 'none' });
  });

  it('logs out and reloads on a 401 without a catalogue code when a token is stored', () => {
    expect(decideErrorAction(call({ status: 401 }))).toEqual({ kind: 'logoutReload' });
    expect(decideErrorAction(call({ status: 401, hasToken: false }))).toEqual({ kind: 'none' });
  });

  it('leaves the login call to its page', () => {
    expect(decideErrorAction(call({ status: 401, code: 1011002, isLogin: true }))).toEqual({ kind: 'none' });
    expect(decideErrorAction(call({ status: 403, code: 1011007, isLogin: true }))).toEqual({ kind: 'none' });
    expect(decideErrorAction(call({ status: 401, isLogin: true }))).toEqual({ kind: 'none' });
  });

  it('leaves other codes (captcha, conflicts) to the caller', () => {
    expect(decideErrorAction(call({ status: 400, code: 1011003 }))).toEqual({ kind: 'none' });
    expect(decideErrorAction(call({ status: 409, code: 1011028 }))).toEqual({ kind: 'none' });
  });
});
