import { errors } from '@siteguard/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/ApiError';
import { importRowErrorsOf } from './importErrors';

const refusal = (data: Record<string, unknown> | null, code: number = errors.IMPORT_INVALID.code) =>
  new ApiError({ status: 400, code, message: 'The import file has 2 errors; nothing was imported', data });

describe('importRowErrorsOf', () => {
  it('lists the row errors of a refused import in sheet order', () => {
    const error = refusal({
      rowErrors: [
        { row: 5, field: 'orgCode', message: 'No organisation has this code' },
        { row: 3, field: 'account', message: 'The account already exists' },
      ],
    });
    expect(importRowErrorsOf(error).map((entry) => entry.row)).toEqual([3, 5]);
  });

  it('gives nothing for other refusals and for data it cannot read', () => {
    expect(importRowErrorsOf(refusal(null, errors.IMPORT_FILE_INVALID.code))).toEqual([]);
    expect(importRowErrorsOf(refusal({ rowErrors: 'oops' }))).toEqual([]);
    expect(importRowErrorsOf(new Error('network'))).toEqual([]);
  });
});
