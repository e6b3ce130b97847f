import { errors, type ImportRowError, importRowError } from '@siteguard/contracts';
import { z } from 'zod';
import { isApiError } from '../../../api/ApiError';

const rowErrors = z.array(importRowError);

/**
 * The row errors of a refused import (1012013, `data.rowErrors`), sorted by row as the sheet reads;
 * empty for any other failure (an unreadable file, too many rows), which has only its message.
 */
export function importRowErrorsOf(error: unknown): ImportRowError[] {
  if (!isApiError(error) || error.code !== errors.IMPORT_INVALID.code) return [];
  const parsed = rowErrors.safeParse(error.data?.rowErrors);
  if (!parsed.success) return [];
  return [...parsed.data].sort((a, b) => a.row - b.row);
}
