import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/ApiError';
import { exportFailureOf } from './exportError';

describe('exportFailureOf', () => {
  it('hands a dead session to the error policy', () => {
    const error = new ApiError({ status: 401, code: 1011008, message: 'expired' });
    expect(exportFailureOf(error, true)).toEqual({
      kind: 'policy',
      action: { kind: 'session', code: 1011008, message: 'expired' },
    });
  });

  it('hands a refused permission to the error policy', () => {
    const error = new ApiError({ status: 403, code: 1013002, message: 'no' });
    expect(exportFailureOf(error, true)).toMatchObject({ kind: 'policy', action: { kind: 'forbidden' } });
  });

  it('reports a server failure with its message', () => {
    const error = new ApiError({ status: 500, code: 1016002, message: 'Server error' });
    expect(exportFailureOf(error, true)).toEqual({ kind: 'failed', reason: 'Server error' });
  });

  it('names an unreachable server and a broken stream', () => {
    expect(exportFailureOf(new ApiError({ status: 0, message: 'Failed to fetch' }), true)).toEqual({
      kind: 'unreachable',
    });
    expect(exportFailureOf(new TypeError('network error'), true)).toEqual({ kind: 'interrupted' });
  });
});
