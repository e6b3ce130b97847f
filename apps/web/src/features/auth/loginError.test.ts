import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/ApiError';
import { loginFailureOf } from './loginError';

describe('loginFailureOf', () => {
  it('reports an unreachable backend or a gateway error without an envelope', () => {
    expect(loginFailureOf(new ApiError({ status: 0, message: 'Failed to fetch' }))).toEqual({
      kind: 'backendDown',
    });
    expect(loginFailureOf(new ApiError({ status: 502, message: 'Bad Gateway' }))).toEqual({
      kind: 'backendDown',
    });
  });

  it("shows the server's message when it answered", () => {
    expect(loginFailureOf(new ApiError({ status: 401, code: 1011002, message: 'wrong' }))).toEqual({
      kind: 'server',
      message: 'wrong',
    });
    expect(loginFailureOf(new ApiError({ status: 503, code: 1016003, message: 'db' }))).toEqual({
      kind: 'server',
      message: 'db',
    });
  });

  it('falls back to a generic text otherwise', () => {
    expect(loginFailureOf(new Error('x'))).toEqual({ kind: 'unknown' });
  });
});
