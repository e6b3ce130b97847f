import {
  type ErrorName,
  type ErrorParams,
  errorMessage,
  errors,
  type FieldError,
  type FieldReason,
  fieldReasons,
  type Lang,
} from '@siteguard/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isForeignKeyViolation, isUniqueViolation } from '../db/unique.js';
import { AppError } from '../errors.js';
import { languageOf } from './language.js';

/**
 * The one place where failures become envelopes. Everything a client can get wrong answers 4xx with
 * a catalogue code and a message in the request's language; anything else is a 500 with a generic
 * message, and only the log sees the stack (with the request id).
 */
export const errorHandlerPlugin = fp(
  async (app: FastifyInstance, options: { bodyLimit: number }) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof AppError) {
        return send(reply, request, error.errorName, error.params, error.data, error.statusCode);
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const part =
          error.validationContext === 'querystring' ? 'query' : (error.validationContext ?? 'body');
        const fields: FieldError[] = error.validation.map((issue) => ({
          path: [part, ...(issue.instancePath ?? '').split('/').filter(Boolean)].join('.'),
          reason: reasonOf(issue.keyword, issue.message ?? ''),
        }));
        const described = describeFields(fields, request.lang);
        return send(reply, request, 'PARAM_ERROR', { fields: described }, { errors: fields });
      }
      // Constraints are the last line against races that a service's own checks cannot close.
      if (isUniqueViolation(error)) return send(reply, request, 'DUPLICATE_RECORD');
      if (isForeignKeyViolation(error)) return send(reply, request, 'RECORD_IN_USE');
      const mapped = mapFrameworkError(error, request, options.bodyLimit);
      if (mapped) return send(reply, request, mapped.name, mapped.params);

      request.log.error({ err: error }, 'unexpected error');
      return send(reply, request, 'SERVER_ERROR');
    });
  },
  { name: 'siteguard-error-handler', dependencies: ['siteguard-language'] },
);

/**
 * Fastify's `frameworkErrors`: a request refused while its URL is routed (a malformed percent
 * escape, an over-long path parameter) never reaches the hooks or the error handler, and would
 * otherwise get Fastify's own JSON. The language hook has not run yet either, so it is read here.
 */
export function sendFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  request.lang = languageOf(request);
  reply.header('x-request-id', request.id);
  const reason: FieldReason | undefined =
    error.code === 'FST_ERR_BAD_URL'
      ? 'format'
      : error.code === 'FST_ERR_MAX_PARAM_LENGTH'
        ? 'range'
        : undefined;
  if (!reason) {
    request.log.error({ err: error }, 'unexpected routing error');
    return send(reply, request, 'SERVER_ERROR');
  }
  const fields: FieldError[] = [{ path: 'url', reason }];
  return send(
    reply,
    request,
    'PARAM_ERROR',
    { fields: describeFields(fields, request.lang) },
    { errors: fields },
  );
}

/** The 404 envelope for a path under /api that no route serves. */
export function sendUnknownRoute(request: FastifyRequest, reply: FastifyReply) {
  return send(reply, request, 'URL_NOT_EXIST', { url: `${request.method} ${request.url.split('?')[0]}` });
}

function send(
  reply: FastifyReply,
  request: FastifyRequest,
  name: ErrorName,
  params: ErrorParams = {},
  data: Record<string, unknown> | null = null,
  status: number = errors[name].status,
) {
  return reply.status(status).send({
    success: false,
    code: errors[name].code,
    message: errorMessage(name, request.lang, params),
    data: { requestId: request.id, ...data },
  });
}

/** Errors Fastify raises itself before a handler runs (body parsing, limits). */
function mapFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  bodyLimit: number,
): { name: ErrorName; params?: ErrorParams } | undefined {
  // The type the client sent, so the message says what was refused ('-' when it sent none).
  const sentType = request.headers['content-type']?.split(';')[0]?.trim() || '-';
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { name: 'REQUEST_JSON_ERROR' };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { name: 'PAYLOAD_TOO_LARGE', params: { limit: bodyLimit } };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_INVALID_TYPE':
      return { name: 'UNSUPPORTED_MEDIA_TYPE', params: { type: sentType } };
  }
  // The JSON parser reports a syntax error as a 400 SyntaxError without a Fastify code.
  if (error instanceof SyntaxError && error.statusCode === 400) return { name: 'REQUEST_JSON_ERROR' };
  // Any other client error a plugin raises (multipart limits, ...) stays a client error.
  const status = error.statusCode ?? 500;
  if (status === 413) return { name: 'PAYLOAD_TOO_LARGE', params: { limit: bodyLimit } };
  if (status === 406 || status === 415) return { name: 'UNSUPPORTED_MEDIA_TYPE', params: { type: sentType } };
  if (status >= 400 && status < 500)
    return { name: 'PARAM_ERROR', params: { fields: error.code ?? 'request' } };
  return undefined;
}

function reasonOf(keyword: string, message: string): FieldReason {
  switch (keyword) {
    case 'invalid_type':
      return /received undefined/.test(message) ? 'required' : 'type';
    case 'too_small':
    case 'too_big':
      return 'range';
    case 'invalid_format':
      return 'format';
    case 'invalid_value':
      return 'enum';
    case 'unrecognized_keys':
      return 'unknown';
    default:
      return 'invalid';
  }
}

export function describeFields(fields: FieldError[], lang: Lang): string {
  return fields.map((field) => `${field.path} (${fieldReasons[field.reason][lang]})`).join(', ');
}
