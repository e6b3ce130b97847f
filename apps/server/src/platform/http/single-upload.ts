import type { FieldError } from '@siteguard/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError, fail } from '../errors.js';
import { describeFields } from './error-handler.js';

/**
 * The one file of a multipart upload, read whole: refused as "no file" when there is none or it is
 * empty, as too large past `limit`, and as a malformed body when the multipart stream breaks off
 * (a client that hangs up mid-upload is a client error, not a 500).
 */
export async function readSingleUpload(
  request: FastifyRequest,
  limit: number,
): Promise<{ filename: string; bytes: Buffer }> {
  if (!request.isMultipart()) return fail('NO_FILE_UPLOADED');
  try {
    const part = await request.file();
    if (!part) return fail('NO_FILE_UPLOADED');
    const bytes = await part.toBuffer();
    if (bytes.length === 0) return fail('NO_FILE_UPLOADED');
    return { filename: part.filename, bytes };
  } catch (error) {
    if (error instanceof AppError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('PAYLOAD_TOO_LARGE', { limit });
    }
    // Errors with a client status (part and field limits) keep their own mapping in the error handler.
    if (((error as { statusCode?: number }).statusCode ?? 500) < 500) throw error;
    request.log.info({ err: error }, 'malformed multipart body');
    const fields: FieldError[] = [{ path: 'body', reason: 'format' }];
    return fail('PARAM_ERROR', { fields: describeFields(fields, request.lang) }, { errors: fields });
  }
}
