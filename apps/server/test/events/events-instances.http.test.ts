import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { bearer, tokenFor } from '../auth-helpers.js';
import { testConfig } from '../helpers.js';
import { openStream } from './event-stream.js';

/**
 * Two instances on one PostgreSQL (issue #30, finding 2): a session ended through one instance ends
 * its events stream on the other within a second (the database's change feed, migration 0009).
 */
describe('events streams across instances (PostgreSQL)', () => {
  let a: FastifyInstance;
  let b: FastifyInstance;
  let baseA: string;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    const test = await testConfig('postgres');
    a = await buildApp(test.config, { logger: false });
    b = await buildApp(test.config, { logger: false });
    baseA = await a.listen({ port: 0, host: '127.0.0.1' });
    await b.ready();
    cleanup = async () => {
      await a.close();
      await b.close();
      await test.cleanup();
    };
  }, 60_000);
  afterAll(() => cleanup());

  it('logout on instance 2 ends a stream on instance 1 within a second', async () => {
    const token = await tokenFor(b, 'demo');
    const stream = await openStream(baseA, token);
    expect(stream.status).toBe(200);
    const res = await b.inject({ method: 'GET', url: '/api/logout', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    const answeredAt = Date.now();
    const endedAt = await stream.endedWithin(3000);
    stream.close();
    expect(endedAt, 'the stream is still open 3 s after the logout').not.toBeNull();
    const ms = (endedAt ?? 0) - answeredAt;
    process.stdout.write(`events (two instances): logout on one -> stream on the other ended in ${ms} ms\n`);
    expect(ms).toBeLessThan(1000);
  });

  it("a permission taken from a role on instance 2 stops a stream's events on instance 1", async () => {
    const admin = await tokenFor(b, 'superAdmin');
    const token = await tokenFor(b, 'demo');
    const stream = await openStream(baseA, token);
    // The demo role stops seeing camera logs, on instance 2: instance 1's stream stops receiving them.
    const demoRole = await b.database.db
      .selectFrom('sys_role')
      .select('id')
      .where('code', '=', 'demo')
      .executeTakeFirstOrThrow();
    const res = await b.inject({
      method: 'POST',
      url: '/api/sysRole/grantMenu',
      headers: bearer(admin),
      payload: { id: demoRole.id, grantMenuIdList: [] },
    });
    expect(res.statusCode).toBe(200);
    const add = (message: string) =>
      b.inject({
        method: 'POST',
        url: '/api/hk/log/add',
        headers: bearer(admin),
        payload: { mainType: 2, cameraName: 'Gate', event: 'Mark', message },
      });
    // The revocation reaches instance 1 through the database: logs may pass until it has.
    const adminStream = await openStream(baseA, admin);
    const deadline = Date.now() + 3000;
    for (let i = 0; ; i += 1) {
      const before = stream.events.length;
      expect((await add(`after ${i}`)).statusCode).toBe(200);
      await adminStream.until((events) =>
        events.some((event) => (event.data as { message?: string }).message === `after ${i}`),
      );
      if (stream.events.length === before) break;
      expect(Date.now()).toBeLessThan(deadline);
    }
    stream.close();
    adminStream.close();
  });
});
