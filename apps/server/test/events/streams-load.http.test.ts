import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken, newToken } from '../../src/modules/auth/tokens.js';
import { bearer, tokenFor } from '../auth-helpers.js';
import { buildTestApp, DRIVERS } from '../helpers.js';
import { apiAs, data, makeUser } from '../org-users-helpers.js';
import { type OpenStream, openStream } from './event-stream.js';

const STREAMS = 200;

/**
 * Many consoles open in one tenant: every stream of the tenant is checked on each change (four at a
 * time), and a session's end still ends its stream within a second.
 */
describe.each(DRIVERS)('many open streams (%s)', (driver) => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let base: string;
  const streams: OpenStream[] = [];

  beforeAll(async () => {
    ({ app, close } = await buildTestApp(driver));
    base = await app.listen({ port: 0, host: '127.0.0.1' });
  }, 60_000);
  afterAll(async () => {
    for (const stream of streams) stream.close();
    await close();
  });

  it(`ends streams within a second of their sessions among ${STREAMS} open streams`, {
    timeout: 90_000,
  }, async () => {
    const admin = apiAs(app, await tokenFor(app, 'superAdmin'));
    const user = await makeUser(app, admin, { orgCode: 'kai-tak' });
    // Signed-in browsers, made as the sign-in makes them (one session row each; no password hashing).
    const { tenant_id: tenantId } = await app.database.db
      .selectFrom('sys_user')
      .select('tenant_id')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    const tokens = Array.from({ length: STREAMS }, () => newToken('session'));
    await app.database.db
      .insertInto('sys_session')
      .values(
        tokens.map((token) => ({
          tenant_id: tenantId,
          user_id: user.id,
          token_hash: hashToken(token),
          active_app: null,
          remember_me: false,
          ip: '127.0.0.1',
          user_agent: 'events test',
          expires_at: new Date(Date.now() + 3_600_000),
        })),
      )
      .execute();
    streams.push(...(await Promise.all(tokens.map((token) => openStream(base, token)))));
    const last = tokens.at(-1) ?? '';
    const res = await app.inject({ method: 'GET', url: '/api/logout', headers: bearer(last) });
    expect(res.statusCode).toBe(200);
    const answered = Date.now();
    const ended = (await streams.at(-1)?.endedWithin(3000)) ?? Number.NaN;
    process.stdout.write(
      `events (${driver}): ${STREAMS} open streams, logout -> its stream ended in ${ended - answered} ms\n`,
    );
    expect(ended - answered).toBeLessThan(1000);
    // Disabling the user ends all its other streams: one check round over the tenant's streams.
    data(await admin.post('/sysUser/changeStatus', { id: user.id, status: 1 }));
    const disabled = Date.now();
    const ends = await Promise.all(streams.slice(0, -1).map((stream) => stream.endedWithin(5000)));
    const slowest = Math.max(...ends.map((at) => (at ?? Number.NaN) - disabled));
    process.stdout.write(
      `events (${driver}): user disabled -> all ${STREAMS - 1} streams ended within ${slowest} ms\n`,
    );
    expect(slowest).toBeLessThan(1000);
  });
});
