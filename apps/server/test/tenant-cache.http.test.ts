import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { bearer, tokenFor } from './auth-helpers.js';
import { DRIVERS, testConfig } from './helpers.js';

/**
 * The shell's hot reads (signed-in user, dictionary tree, bell) and the token lookup are cached per
 * tenant; the database reports every change to what they are made of (migration 0009), whoever
 * makes it, and on PostgreSQL to every instance.
 */
async function eventually<T>(read: () => Promise<T>, accept: (value: T) => boolean, timeoutMs = 5_000) {
  const started = Date.now();
  for (;;) {
    const value = await read();
    if (accept(value)) return { value, ms: Date.now() - started };
    if (Date.now() - started > timeoutMs)
      throw new Error(`not seen in ${timeoutMs} ms: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

describe.each(DRIVERS)('tenant cache (%s)', (driver) => {
  let app: FastifyInstance;
  let cleanup: () => Promise<void>;
  let admin: string;

  beforeAll(async () => {
    const made = await testConfig(driver);
    cleanup = made.cleanup;
    app = await buildApp(made.config, { logger: false });
    await app.ready();
    admin = await tokenFor(app, 'superAdmin');
  });
  afterAll(async () => {
    await app.close();
    await cleanup();
  });

  const loginUser = (token: string) =>
    app.inject({ method: 'GET', url: '/api/getLoginUser', headers: bearer(token) });

  it('answers the signed-in user from the cache after the first read', async () => {
    await loginUser(admin);
    const before = { ...app.tenantCache.stats };
    const res = await loginUser(admin);
    expect(res.json().data.account).toBe('superAdmin');
    // The token lookup and the login view: two hits, no miss.
    expect(app.tenantCache.stats.hits - before.hits).toBe(2);
    expect(app.tenantCache.stats.misses - before.misses).toBe(0);
  });

  it('sees a change made straight in the database, behind the API’s back', async () => {
    const token = await tokenFor(app, 'demo');
    expect((await loginUser(token)).json().data.name).not.toBe('Renamed in SQL');
    await app.database.db
      .updateTable('sys_user')
      .set({ name: 'Renamed in SQL' })
      .where('account', '=', 'demo')
      .execute();
    await eventually(
      async () => (await loginUser(token)).json().data.name,
      (name) => name === 'Renamed in SQL',
    );
    // Disabled and revoked in SQL: the cached session stops working.
    await app.database.db.updateTable('sys_user').set({ status: 1 }).where('account', '=', 'demo').execute();
    await eventually(
      async () => (await loginUser(token)).json().code,
      (code) => code === 1011007,
    );
    await app.database.db.updateTable('sys_user').set({ status: 0 }).where('account', '=', 'demo').execute();
    await eventually(
      async () => (await loginUser(token)).statusCode,
      (status) => status === 200,
    );
    await app.database.db
      .updateTable('sys_session')
      .set({ revoked_at: new Date() })
      .where('revoked_at', 'is', null)
      .where(
        'user_id',
        'in',
        app.database.db.selectFrom('sys_user').select('id').where('account', '=', 'demo'),
      )
      .execute();
    await eventually(
      async () => (await loginUser(token)).json().code,
      (code) => code === 1011008,
    );
  });

  it('shows a change made through the API on the very next read, without waiting', async () => {
    const token = await tokenFor(app, 'demo');
    const before = (await loginUser(token)).json().data.permissions as string[];
    expect(before).not.toContain('sysPos:add');
    const role = await app.database.db
      .selectFrom('sys_role')
      .innerJoin('sys_user_role', 'sys_user_role.role_id', 'sys_role.id')
      .innerJoin('sys_user', 'sys_user.id', 'sys_user_role.user_id')
      .select('sys_role.id')
      .where('sys_user.account', '=', 'demo')
      .executeTakeFirstOrThrow();
    const granted = await app.database.db
      .selectFrom('sys_role_menu')
      .select('menu_id')
      .where('role_id', '=', role.id)
      .execute();
    const button = await app.database.db
      .selectFrom('sys_menu')
      .select('id')
      .where('permission', '=', 'sysPos:add')
      .executeTakeFirstOrThrow();
    const res = await app.inject({
      method: 'POST',
      url: '/api/sysRole/grantMenu',
      headers: bearer(admin),
      payload: { id: role.id, grantMenuIdList: [...granted.map((row) => row.menu_id), button.id] },
    });
    expect(res.json().success).toBe(true);
    expect((await loginUser(token)).json().data.permissions).toContain('sysPos:add');
  });

  it('keeps the dictionary tree and the bell until they change', async () => {
    const tree = () => app.inject({ method: 'GET', url: '/api/sysDictType/tree', headers: bearer(admin) });
    const first = (await tree()).json().data;
    const before = { ...app.tenantCache.stats };
    expect((await tree()).json().data).toEqual(first);
    expect(app.tenantCache.stats.hits - before.hits).toBe(2);
    await app.database.db
      .updateTable('sys_dict_type')
      .set({ name: JSON.stringify({ 'zh-HK': '改名', 'zh-CN': '改名', en: 'Renamed type' }) })
      .where('code', '=', (first[0] as { code: string }).code)
      .execute();
    await eventually(
      async () => JSON.stringify((await tree()).json().data),
      (text) => text.includes('改名') || text.includes('Renamed type'),
    );
  });
});

describe('tenant cache across two instances on one PostgreSQL', () => {
  let one: FastifyInstance;
  let two: FastifyInstance;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    const made = await testConfig('postgres');
    cleanup = made.cleanup;
    one = await buildApp(made.config, { logger: false });
    await one.ready();
    two = await buildApp(made.config, { logger: false });
    await two.ready();
  });
  afterAll(async () => {
    await one.close();
    await two.close();
    await cleanup();
  });

  it('a change made on one instance reaches the other’s cache', async () => {
    const admin = await tokenFor(one, 'superAdmin');
    const token = await tokenFor(one, 'demo');
    const read = async () =>
      (await two.inject({ method: 'GET', url: '/api/getLoginUser', headers: bearer(token) })).json();
    expect((await read()).data.nickName).toBeNull();
    await read();
    // Signed out on instance one: instance two refuses the cached token.
    const online = await one.inject({
      method: 'GET',
      url: '/api/sysOnlineUser/list?pageNo=1&pageSize=50',
      headers: bearer(admin),
    });
    const session = (
      online.json().data.rows as Array<{ userId?: string; sessionId: string; account: string }>
    ).find((row) => row.account === 'demo');
    expect(session, JSON.stringify(online.json())).toBeDefined();
    const forced = await one.inject({
      method: 'POST',
      url: '/api/sysOnlineUser/forceLogout',
      headers: bearer(admin),
      payload: { sessionId: session?.sessionId },
    });
    expect(forced.json().success, forced.body).toBe(true);
    const { ms } = await eventually(read, (body) => body.code === 1011008);
    expect(ms).toBeLessThan(2_000);
  });
});
