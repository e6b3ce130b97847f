import type { FieldError } from '@siteguard/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { fail } from '../errors.js';
import { describeFields } from './error-handler.js';

/**
 * PostgreSQL text cannot hold the NUL character, so a string carrying one would fail deep inside a
 * query as a 500. No field of ours has a use for it: refuse it at the edge, for every route, as an
 * input error that names the field.
 */
export const storableTextPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('preValidation', async (request) => {
      const path =
        pathOfNul(request.query, ['query']) ??
        pathOfNul(request.params, ['url']) ??
        pathOfNul(request.body, ['body']);
      if (!path) return;
      const fields: FieldError[] = [{ path: path.join('.'), reason: 'format' }];
      fail('PARAM_ERROR', { fields: describeFields(fields, request.lang) }, { errors: fields });
    });
  },
  { name: 'siteguard-storable-text', dependencies: ['siteguard-error-handler'] },
);

/** The path of the first string (value or key) containing NUL, or undefined. */
function pathOfNul(value: unknown, path: string[], depth = 0): string[] | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  // Deeper than any contract goes; the schemas refuse such shapes themselves.
  if (typeof value !== 'object' || value === null || depth > 32 || Buffer.isBuffer(value)) return undefined;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000')) return [...path, key.replaceAll('\u0000', '\\0')];
    const found = pathOfNul(item, [...path, key], depth + 1);
    if (found) return found;
  }
  return undefined;
}
