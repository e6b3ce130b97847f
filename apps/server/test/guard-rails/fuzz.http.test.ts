import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteTableEntry } from '../../src/platform/http/endpoints.js';
import { buildTestApp } from '../helpers.js';
import { type HostileRequest, hostileRequests } from './hostile-requests.js';
import { apiRoutes, contractBreach, sessionFor } from './routes.js';

/**
 * Property-based fuzz of every API route, read from the route table: bad and boundary inputs from
 * each route's zod contract, sent anonymously and as the super admin. No answer may be a 5xx or
 * anything but the envelope (file answers aside).
 *
 * `npm test` runs FUZZ_RUNS cases per route and caller (default 12); `npm run fuzz` runs 300.
 * A failure prints the request and fast-check's seed and path; FUZZ_SEED replays the whole walk.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 12);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Date.now() ^ (Math.random() * 2 ** 31);

/** The request as JSON: a binary payload as base64, a long one cut. */
const printable = (request: HostileRequest | undefined) =>
  request && {
    ...request,
    payload: Buffer.isBuffer(request.payload)
      ? { base64: request.payload.toString('base64') }
      : request.payload?.slice(0, 2_000),
  };

describe('fuzz over every API route (PostgreSQL)', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ app, close } = await buildTestApp('postgres'));
  });
  afterAll(() => close());

  it(`answers ${RUNS} hostile requests per route and caller with no 5xx and only envelopes`, async () => {
    let adminToken = await sessionFor(app, 'superAdmin');
    const callers = {
      anonymous: async () => ({}),
      superAdmin: async () => ({ authorization: `Bearer ${adminToken}` }),
    };
    const failures: string[] = [];
    let cases = 0;
    const answered: Record<string, number> = {};
    const routes = apiRoutes(app);

    const send = async (route: RouteTableEntry, request: HostileRequest, caller: keyof typeof callers) => {
      const res = await app.inject({
        method: request.method as 'GET',
        url: request.url,
        payload: request.payload,
        headers: { ...request.headers, ...(await callers[caller]()) },
      });
      cases += 1;
      answered[`${Math.floor(res.statusCode / 100)}xx`] =
        (answered[`${Math.floor(res.statusCode / 100)}xx`] ?? 0) + 1;
      // A hostile call may have signed the super admin out or disabled the account: start again.
      if (caller === 'superAdmin' && res.statusCode === 401) adminToken = await sessionFor(app, 'superAdmin');
      return contractBreach(route, res);
    };

    for (const [index, route] of routes.entries()) {
      for (const [side, caller] of (Object.keys(callers) as Array<keyof typeof callers>).entries()) {
        const details = await fc.check(
          fc.asyncProperty(hostileRequests(route), async (request) => {
            const breach = await send(route, request, caller);
            if (breach) throw new Error(breach);
          }),
          { numRuns: RUNS, seed: SEED + index * 2 + side, endOnFailure: true },
        );
        if (details.failed) {
          const request = details.counterexample?.[0];
          failures.push(
            `${route.method} ${route.url} as ${caller}: ${String(details.errorInstance).slice(0, 300)}\n` +
              `  replay: FUZZ_SEED=${SEED} (this pair: seed ${details.seed}, path ${details.counterexamplePath})\n` +
              `  request: ${JSON.stringify(printable(request))}`,
          );
        }
      }
    }
    process.stdout.write(
      `fuzz: ${routes.length} routes x 2 callers x ${RUNS} runs = ${cases} requests (${JSON.stringify(answered)}), ` +
        `${failures.length} failing route/caller pairs (seed ${SEED})\n`,
    );
    expect(failures).toEqual([]);
    expect(cases).toBeGreaterThanOrEqual(routes.length * 2 * RUNS);
  }, 600_000);
});
