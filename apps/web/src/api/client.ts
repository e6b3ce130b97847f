import { type Endpoint, envelopeOf, errorEnvelopeSchema } from '@siteguard/contracts';
import { z } from 'zod';
import { currentLang } from '../i18n/i18n';
import { ApiError } from './ApiError';

/** All calls go to the API root on the page's own origin (the dev server proxies it). */
export const API_ROOT = '/api';

export interface RequestOptions {
  method?: 'GET' | 'POST';
  /** Flat query parameters; null and undefined are left out, arrays repeat the key. */
  query?: object;
  body?: unknown;
  signal?: AbortSignal;
}

const anyEnvelope = envelopeOf(z.unknown());
const errorData = errorEnvelopeSchema.shape.data;

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
 * throws an ApiError. There is deliberately no timeout: exports may stream for a long time; callers
 * cancel through `signal` (TanStack Query passes one).
 */
export async function request(path: string, options: RequestOptions = {}): Promise<unknown> {
  const { method = 'GET', query, body, signal } = options;
  const headers = new Headers({ lang: currentLang(), accept: 'application/json' });
  if (body !== undefined) headers.set('content-type', 'application/json');
  const response = await send(buildUrl(path, query), {
    method,
    headers,
    body: body === undefined ? null : JSON.stringify(body),
    signal: signal ?? null,
  });

  const isJson = (response.headers.get('content-type') ?? '').includes('json');
  if (!isJson) {
    if (response.ok) return response.blob();
    throw new ApiError({ status: response.status, message: response.statusText });
  }

  const envelope = anyEnvelope.safeParse(await response.json().catch(() => undefined));
  if (!envelope.success) {
    throw new ApiError({ status: response.status, message: response.statusText || 'Malformed response' });
  }
  const { success, code, message, data } = envelope.data;
  if (!response.ok || !success) {
    const extra = errorData.safeParse(data);
    throw new ApiError({ status: response.status, code, message, data: extra.success ? extra.data : null });
  }
  return data;
}

type Input<S> = S extends z.ZodType ? z.input<S> : undefined;

export interface EndpointCall<Q, B> {
  query?: Input<Q>;
  body?: Input<B>;
  signal?: AbortSignal;
}

/** Calls a contract endpoint and checks its `data` against the contract, so a drifting server shows up. */
export async function callEndpoint<
  Q extends z.ZodType | undefined,
  B extends z.ZodType | undefined,
  R extends z.ZodType,
>(endpoint: Endpoint<Q, B, R>, call: EndpointCall<Q, B> = {}): Promise<z.output<R>> {
  const data = await request(endpoint.path, {
    method: endpoint.method,
    query: call.query ?? undefined,
    body: call.body,
    signal: call.signal,
  });
  const parsed = endpoint.response.safeParse(data);
  if (!parsed.success) {
    throw new ApiError({ status: 200, message: `Unexpected response from ${endpoint.path}` });
  }
  return parsed.data;
}
