import type { z } from 'zod';
import type { PermissionCode } from './permissions.js';

/**
 * Rate limits by name: sign-in (and registration), captcha, SMS, machine tokens, cheap public reads
 * (the login page's switches), public views of QR links, webhooks, live-stream starts. Each counts per
 * client address; sign-in and machine tokens also per account (the account name, the client id).
 */
export const RATE_LIMIT_POLICIES = [
  'signIn',
  'captcha',
  'sms',
  'machineToken',
  'publicRead',
  'publicView',
  'webhook',
  'streamStart',
  'none',
] as const;
export type RateLimitPolicy = (typeof RATE_LIMIT_POLICIES)[number];

/** How to reach an endpoint: its method and its path under the API root. */
export interface Route {
  method: 'GET' | 'POST';
  path: `/${string}`;
}

/**
 * One API call, described once and read by both sides: the server registers it (and refuses it
 * without an access rule), the web client calls it with the same types.
 * `path` is relative to the API root `/api`, exactly as in the spec's call table.
 */
export interface Endpoint<
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  R extends z.ZodType = z.ZodType,
> extends Route {
  summary: string;
  /**
   * Exactly one of `permission`, `anyPermission`, `public: true` or `authenticated: true`: a route never goes without
   * an access rule. A platform permission (permissions.ts PLATFORM_PERMISSIONS: tenants, weather
   * replay, a device shell) also limits the route to the platform tenant's super admin.
   */
  access:
    | { permission: PermissionCode }
    /** Any one of these codes lets the caller in (a resource two features share, like live video files). */
    | { anyPermission: readonly [PermissionCode, ...PermissionCode[]] }
    | { public: true }
    | { authenticated: true }
    | { machine: true };
  /**
   * The named rate limit the route answers 429 beyond (the server's platform/http/rate-limit.ts holds
   * the numbers, from the environment). Required on every `public` route (a start-up check), so a
   * reader sees the limit beside the route; `none` only for what must always answer (health).
   */
  rateLimit?: RateLimitPolicy;
  query?: Q;
  body?: B;
  /** The `data` of a successful envelope (unused for file endpoints). */
  response: R;
  /** The envelope code of a success: 200, except the upload route's 0 (decisions.md). */
  successCode?: number;
  /** Set for calls that answer a file (an export, a download) instead of the envelope. */
  file?: { contentType: string };
  tags?: string[];
}

export function defineEndpoint<
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  R extends z.ZodType = z.ZodType,
>(endpoint: Endpoint<Q, B, R>): Endpoint<Q, B, R> {
  return endpoint;
}

/** A call that answers a file (an export, a download) rather than the envelope. */
export type FileEndpoint<Q extends z.ZodType | undefined = z.ZodType | undefined> = Endpoint<
  Q,
  undefined,
  z.ZodNever
> & {
  file: { contentType: string };
};

export function defineFileEndpoint<Q extends z.ZodType | undefined = undefined>(
  endpoint: FileEndpoint<Q>,
): FileEndpoint<Q> {
  return endpoint;
}
