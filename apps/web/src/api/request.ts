/**
 * The request core: fetch, envelope, error mapping. It imports no schema library, so the sign-in
 * route can call the API through `callRoute` without downloading zod; client.ts adds the
 * contract-validated `callEndpoint` on top for everything behind sign-in.
 */
import {
  type Endpoint,
  type Envelope,
  type ErrorEnvelope,
  errorMessage,
  errors,
  type Lang,
  type Route,
} from '@siteguard/contracts';
import type { z } from 'zod';
import { currentLang } from '../i18n/i18n';
import { ApiError } from './ApiError';
import { showErrorAction } from './errorFeedback';
import { decideErrorAction } from './errorPolicy';
import { getToken, readToken } from './token';

/** All calls go to the API root on the page's own origin (the dev server proxies it). */
export const API_ROOT = '/api';

export interface RequestOptions {
  method?: 'GET' | 'POST';
  /** Flat query parameters; null and undefined are left out, arrays repeat the key. */
  query?: object;
  body?: unknown;
  signal?: AbortSignal;
  /** Skips the global error mapping: for calls whose failure means nothing to the user (logout). */
  quiet?: boolean;
  /** Asks in another language than the active one: a language switch loads the new menus first. */
  lang?: Lang;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The envelope's frame; `data` is checked by whoever knows its schema. */
function isEnvelope(value: unknown): value is Envelope<unknown> {
  return (
    isRecord(value) &&
    typeof value.success === 'boolean' &&
    Number.isInteger(value.code) &&
    typeof value.message === 'string' &&
    'data' in value
  );
}

/** An error's extra data is an object of documented keys (requestId, errors, isLogin ...) or null. */
const errorData = (data: unknown): ErrorEnvelope['data'] => (isRecord(data) ? data : null);

function buildUrl(path: string, query: object | undefined): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined && item !== null) params.append(key, String(item));
    }
  }
  const search = params.toString();
  return `${API_ROOT}${path}${search ? `?${search}` : ''}`;
}

/** The camera config id of the user state (spec §7 hkConfig header); empty until cameras arrive. */
let hkConfigId = '';

export function setHkConfigId(id: string): void {
  hkConfigId = id;
}

/**
 * Every failure goes through the one envelope-to-UI mapping before the caller sees it. `hadToken`
 * says whether the caller was signed in; by default, whether a token is stored now.
 */
function fail(error: ApiError, quiet: boolean | undefined, hadToken = getToken() !== null): never {
  if (quiet) throw error;
  showErrorAction(
    decideErrorAction({
      status: error.status,
      code: error.code,
      message: error.message,
      isLogin: error.data?.isLogin === true,
      hasToken: hadToken,
    }),
  );
  throw error;
}

/**
 * The stored token's lifetime (1 d, 7 d with remember me) ran out: the session is over, exactly as
 * the server says for an expired token (401 / 1011008), so the same 'Notice' dialog follows.
 */
function sessionExpired(lang: Lang): ApiError {
  return new ApiError({
    status: 401,
    code: errors.LOGIN_EXPIRED.code,
    message: errorMessage('LOGIN_EXPIRED', lang),
  });
}

async function send(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (error) {
    if (init.signal?.aborted) throw error;
    // fetch rejects only when no answer arrived at all; status 0 marks that.
    throw new ApiError({ status: 0, message: error instanceof Error ? error.message : String(error) });
  }
}

/**
 * Sends one request and unwraps the envelope `{ success, code, message, data }`, resolving with
 * `data`. Non-JSON answers (downloads, exports, previews) resolve with the raw Blob. Every failure
 * is shown through errorPolicy (dialog, notification or toast) and still rejects with an ApiError, so
 * the caller keeps the server's answer. There is deliberately no timeout: exports may stream for a long time; callers
 * cancel through `signal` (TanStack Query passes one).
 */
export async function request(path: string, options: RequestOptions = {}): Promise<unknown> {
  const { method = 'GET', query, body, signal, quiet, lang = currentLang() } = options;
  const { token, expired } = readToken();
  if (expired) fail(sessionExpired(lang), quiet, true);
  const headers = new Headers({
    lang,
    accept: 'application/json',
    hkConfig: hkConfigId,
  });
  if (token) headers.set('authorization', `Bearer ${token}`);
  // A FormData body (an upload) sets its own multipart content type with the boundary.
  const multipart = body instanceof FormData;
  if (body !== undefined && !multipart) headers.set('content-type', 'application/json');
  const response = await send(buildUrl(path, query), {
    method,
    headers,
    body: body === undefined ? null : multipart ? body : JSON.stringify(body),
    signal: signal ?? null,
  });

  const isJson = (response.headers.get('content-type') ?? '').includes('json');
  if (!isJson) {
    if (response.ok) return response.blob();
    fail(new ApiError({ status: response.status, message: response.statusText }), quiet);
  }

  const envelope: unknown = await response.json().catch(() => undefined);
  if (!isEnvelope(envelope)) {
    fail(
      new ApiError({ status: response.status, message: response.statusText || 'Malformed response' }),
      quiet,
    );
  }
  const { success, code, message, data } = envelope;
  if (!response.ok || !success) {
    fail(new ApiError({ status: response.status, code, message, data: errorData(data) }), quiet);
  }
  return data;
}

type Input<S> = S extends z.ZodType ? z.input<S> : undefined;

export interface EndpointCall<Q, B> {
  query?: Input<Q>;
  body?: Input<B>;
  signal?: AbortSignal;
  quiet?: boolean;
  lang?: Lang;
}

type CallOf<E> = E extends Endpoint<infer Q, infer B, z.ZodType> ? EndpointCall<Q, B> : never;
type ResultOf<E> =
  E extends Endpoint<z.ZodType | undefined, z.ZodType | undefined, infer R> ? z.output<R> : never;

/** Sends a call to a route: the query and body as given, the answer's `data` unchecked. */
export function requestRoute(route: Route, call: EndpointCall<unknown, unknown>): Promise<unknown> {
  return request(route.path, {
    method: route.method,
    query: call.query ?? undefined,
    body: call.body,
    signal: call.signal,
    quiet: call.quiet,
    lang: call.lang,
  });
}

/**
 * Calls an endpoint by its route alone, typed by the endpoint (`callRoute<typeof loginApi.login>(
 * authRoutes.login, ...)`) but without checking the answer against its schema: the server has
 * already serialised it through that schema. For the sign-in route, which must stay small.
 */
export async function callRoute<E extends Endpoint>(
  route: Route,
  call: CallOf<E> = {} as CallOf<E>,
): Promise<ResultOf<E>> {
  return (await requestRoute(route, call)) as ResultOf<E>;
}
