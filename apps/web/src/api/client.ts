import type { Endpoint } from '@siteguard/contracts';
import type { z } from 'zod';
import { ApiError } from './ApiError';
import { type EndpointCall, requestRoute } from './request';

export type { EndpointCall, RequestOptions } from './request';
export { API_ROOT, callRoute, request, setHkConfigId } from './request';

/** Calls a contract endpoint and checks its `data` against the contract, so a drifting server shows up. */
export async function callEndpoint<
  Q extends z.ZodType | undefined,
  B extends z.ZodType | undefined,
  R extends z.ZodType,
>(endpoint: Endpoint<Q, B, R>, call: EndpointCall<Q, B> = {}): Promise<z.output<R>> {
  const data = await requestRoute(endpoint, call);
  // Interpreted, not compiled: zod turns an object schema into a function (`new Function`) on its
  // first parse, which pays off over thousands of parses; the browser checks each answer's schema a
  // few times, so the compiling was the cost (decision 0021).
  const parsed = endpoint.response.safeParse(data, { jitless: true });
  if (!parsed.success) {
    throw new ApiError({ status: 200, message: `Unexpected response from ${endpoint.path}` });
  }
  return parsed.data;
}
