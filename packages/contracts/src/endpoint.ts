import type { z } from 'zod';
import type { PermissionCode } from './permissions.js';

/**
 * One API call, described once and read by both sides: the server registers it (and refuses it
 * without an access rule), the web client calls it with the same types.
 * `path` is relative to the API root `/api`, exactly as in the spec's call table.
 */
export interface Endpoint<
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  R extends z.ZodType = z.ZodType,
> {
  method: 'GET' | 'POST';
  path: `/${string}`;
  summary: string;
  /** Exactly one of `permission` or `public: true`: a route never goes without an access rule. */
  access: { permission: PermissionCode } | { public: true } | { authenticated: true };
  query?: Q;
  body?: B;
  /** The `data` of a successful envelope. */
  response: R;
  tags?: string[];
}

export function defineEndpoint<
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  R extends z.ZodType = z.ZodType,
>(endpoint: Endpoint<Q, B, R>): Endpoint<Q, B, R> {
  return endpoint;
}
