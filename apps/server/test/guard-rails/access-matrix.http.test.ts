import { errors, isPlatformPermission } from '@siteguard/contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RouteTableEntry } from '../../src/platform/http/endpoints.js';
import { encryptPassword } from '../auth-helpers.js';
import { buildTestApp } from '../helpers.js';
import { validInputs } from './hostile-requests.js';
import { apiRoutes, contractBreach, sessionFor } from './routes.js';

/**
 * Every API route x {anonymous, signed in without the code, with exactly the code, an
 * administrator of another tenant}, the expected answer derived from the route's declared access
 * rule; then every route that takes a row id is called by the other tenant with this tenant's ids,
 * and nothing of this tenant may change or show. Read from the route table: a new route is in the
 * matrix without anyone writing a line.
 */
type Caller = 'anonymous' | 'withoutCode' | 'withCode' | 'otherTenant';

const TENANT_A_MARK = '⟦tenant-a⟧';

describe('access matrix over every API route (PostgreSQL)', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let admin: string;
  const tokens: Partial<Record<Caller, string>> = {};
  let probeRoleId: string;
  let platformTenantId: string;
  let otherTenantId: string;

  const db = () => app.database.db;
  const auth = (token: string | undefined) => (token ? { authorization: `Bearer ${token}` } : {});

  /** A route called with an empty input: the guard answers before the input is even read. */
  const bare = (route: RouteTableEntry, token: string | undefined) =>
    app.inject({
      method: route.method as 'GET',
      url: route.url.replace(/\*$/, 'x'),
      headers: auth(token),
      ...(route.method === 'POST' ? { payload: {} } : {}),
    });

  const post = async (url: string, payload: unknown, token = admin) => {
    const res = await app.inject({ method: 'POST', url, payload: payload as object, headers: auth(token) });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.body}`);
    return res.json().data;
  };

  beforeAll(async () => {
    ({ app, close } = await buildTestApp('postgres'));
    admin = await sessionFor(app, 'superAdmin');
    const superAdmin = await db()
      .selectFrom('sys_user')
      .select(['tenant_id', 'password_hash'])
      .where('account', '=', 'superAdmin')
      .executeTakeFirstOrThrow();
    platformTenantId = superAdmin.tenant_id;

    // Two ordinary users of this tenant: one with no role at all, one whose role is regranted per code.
    const role = await db()
      .insertInto('sys_role')
      .values({ tenant_id: platformTenantId, code: 'matrix-probe', name: 'Matrix probe' })
      .returning('id')
      .executeTakeFirstOrThrow();
    probeRoleId = role.id;
    for (const account of ['matrix-nobody', 'matrix-probe']) {
      const user = await db()
        .insertInto('sys_user')
        .values({
          tenant_id: platformTenantId,
          account,
          name: account,
          password_hash: superAdmin.password_hash,
          admin_type: 2,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (account === 'matrix-probe') {
        await db()
          .insertInto('sys_user_role')
          .values({ tenant_id: platformTenantId, user_id: user.id, role_id: probeRoleId })
          .execute();
      }
    }
    tokens.withoutCode = await sessionFor(app, 'matrix-nobody');
    tokens.withCode = await sessionFor(app, 'matrix-probe');

    // Another tenant, made as an operator would, with its own administrator. Its rows get ids far
    // above this tenant's, so an id of this tenant never names one of the other tenant's own rows.
    await sql`select setval(sequencename::regclass, 1000000) from pg_sequences
              where schemaname = current_schema()`.execute(db());
    const created = await post('/api/sysTenant/add', {
      code: 'matrix-b',
      name: 'Matrix tenant B',
      adminAccount: 'admin-b',
      adminPassword: await encryptPassword(app, 'Matrix-b-123'),
    });
    otherTenantId = created.tenant.id;
  });
  // A session of its own for each test: the id walk's calls as the other tenant end the one it has.
  beforeEach(async () => {
    tokens.otherTenant = await sessionFor(app, 'admin-b', otherTenantId);
  });
  afterAll(() => close());

  /** Grants the probe role exactly the menus that carry `code` (through the API, as an admin would). */
  const grantExactly = async (code: string): Promise<boolean> => {
    const menus = await db()
      .selectFrom('sys_menu')
      .select('id')
      .where('tenant_id', '=', platformTenantId)
      .where('permission', '=', code)
      .execute();
    await post('/api/sysRole/grantMenu', { id: probeRoleId, grantMenuIdList: menus.map((menu) => menu.id) });
    return menus.length > 0;
  };

  /** What the declared rule says this caller must get; undefined when any non-refusal will do. */
  const expectedRefusal = (route: RouteTableEntry, caller: Caller): keyof typeof errors | undefined => {
    const access = route.access;
    if (!access || 'public' in access) return undefined;
    if (caller === 'anonymous') return 'NO_LOGIN_USER';
    // Gateways' routes take a client-credential token: every user session is refused.
    if ('machine' in access) return 'MACHINE_TOKEN_REQUIRED';
    if ('anyPermission' in access) return caller === 'withoutCode' ? 'NO_PERMISSION' : undefined;
    if (!('permission' in access)) return undefined;
    if (isPlatformPermission(access.permission)) {
      // Platform powers: another tenant's super admin is refused, and so is a role that holds the code.
      if (caller === 'otherTenant') return 'PLATFORM_TENANT_ONLY';
      return 'PLATFORM_ADMIN_ONLY';
    }
    if (caller === 'withoutCode') return 'NO_PERMISSION';
    return undefined;
  };

  const judge = (route: RouteTableEntry, caller: Caller, res: LightMyRequestResponse): string | undefined => {
    const breach = contractBreach(route, res);
    if (breach) return breach;
    const refusal = expectedRefusal(route, caller);
    const code = String(res.headers['content-type']).startsWith('application/json') ? res.json().code : null;
    if (refusal) {
      const expected = errors[refusal];
      return res.statusCode === expected.status && code === expected.code
        ? undefined
        : `expected ${expected.status} / ${expected.code}, got ${res.statusCode} / ${code}`;
    }
    return res.statusCode === 401 || res.statusCode === 403
      ? `refused with ${res.statusCode} / ${code}, but the rule lets this caller in`
      : undefined;
  };

  // Both walks grow with the route table (400+ routes x 4 callers; every id-taking route x every
  // foreign id), so they get minutes, not the default 30 s.
  it('answers every route x caller as its declared access rule says', async () => {
    const failures: string[] = [];
    let cells = 0;
    const ungrantable = new Set<string>();
    for (const route of apiRoutes(app)) {
      for (const caller of ['anonymous', 'withoutCode', 'withCode', 'otherTenant'] as const) {
        if (caller === 'withCode' && route.access && 'permission' in route.access) {
          if (!(await grantExactly(route.access.permission))) ungrantable.add(route.access.permission);
        }
        // Each code alone must let the caller in; the first is tried here, the rest in their own tests.
        if (caller === 'withCode' && route.access && 'anyPermission' in route.access) {
          const [code] = route.access.anyPermission;
          if (!(await grantExactly(code))) ungrantable.add(code);
        }
        const res = await bare(route, tokens[caller]);
        cells += 1;
        const problem = judge(route, caller, res);
        if (problem) failures.push(`${route.method} ${route.url} as ${caller}: ${problem}`);
      }
    }
    expect(apiRoutes(app).map((route) => route.url)).toEqual(
      expect.arrayContaining([
        '/api/getLoginUser',
        '/api/hk/log/page',
        '/api/form/page',
        '/api/sysFileInfo/upload',
      ]),
    );
    process.stdout.write(`access matrix: ${cells} cells (${apiRoutes(app).length} routes x 4 callers)\n`);
    expect([...ungrantable], 'permission codes no menu carries, so no role can be given them').toEqual([]);
    expect(failures).toEqual([]);
  }, 180_000);

  it("another tenant's administrator can neither read, change nor delete this tenant's rows by id", async () => {
    const tables = await tenantTables();
    await markTenantRows(tables);
    const before = await fingerprint(tables, platformTenantId);
    const ids = await foreignIds(tables);
    expect(ids.length).toBeGreaterThan(10);

    const leaks: string[] = [];
    let calls = 0;
    const answers: Record<string, number> = {};
    const reached = new Set<string>();
    for (const route of apiRoutes(app)) {
      const schema = route.body ?? route.querystring;
      const idFields = schema ? idFieldsOf(schema) : [];
      if (!schema || idFields.length === 0) continue;
      const [template] = validInputs(schema, 1);
      if (!template) continue;
      reached.add(`${route.method} ${route.url}`);
      for (const id of ids) {
        const input = withIds(template as Record<string, unknown>, idFields, id);
        const res = await app.inject({
          method: route.method as 'GET',
          url: route.body ? route.url : `${route.url}?${new URLSearchParams(flatten(input))}`,
          headers: auth(tokens.otherTenant),
          ...(route.body ? { payload: input } : {}),
        });
        calls += 1;
        const answer = `${res.statusCode} ${String(res.headers['content-type']).startsWith('application/json') ? res.json().code : 'file'}`;
        answers[answer] = (answers[answer] ?? 0) + 1;
        const breach = contractBreach(route, res);
        if (breach) leaks.push(`${route.method} ${route.url} id ${id}: ${breach}`);
        if (res.body.includes(TENANT_A_MARK))
          leaks.push(`${route.method} ${route.url} id ${id} shows: ${res.body.slice(0, 200)}`);
      }
    }
    process.stdout.write(
      `cross-tenant: ${reached.size} routes taking ids x ${ids.length} foreign ids = ${calls} calls, answers ${JSON.stringify(answers)}\n`,
    );
    expect(reached.size).toBeGreaterThan(20);
    expect(leaks).toEqual([]);
    expect(await fingerprint(tables, platformTenantId)).toEqual(before);
  }, 180_000);

  /** Tables with a tenant_id column, and which of their text columns a page would show. */
  async function tenantTables(): Promise<Array<{ table: string; hasId: boolean; texts: string[] }>> {
    const { rows } = await sql<{ table_name: string; column_name: string; data_type: string }>`
      select table_name, column_name, data_type from information_schema.columns
      where table_schema = current_schema()
        and table_name in (select table_name from information_schema.columns
                           where table_schema = current_schema() and column_name = 'tenant_id')`.execute(
      db(),
    );
    const tables = new Map<string, { table: string; hasId: boolean; texts: string[] }>();
    for (const row of rows) {
      const entry = tables.get(row.table_name) ?? { table: row.table_name, hasId: false, texts: [] };
      if (row.column_name === 'id') entry.hasId = true;
      if (
        ['name', 'title', 'account', 'original_name', 'remark'].includes(row.column_name) &&
        /char|text/.test(row.data_type)
      ) {
        entry.texts.push(row.column_name);
      }
      tables.set(row.table_name, entry);
    }
    return [...tables.values()];
  }

  /** Puts the mark in every shown text of this tenant's rows, so any answer that carries one is a leak. */
  async function markTenantRows(tables: Array<{ table: string; texts: string[] }>) {
    for (const { table, texts } of tables) {
      for (const column of texts) {
        await sql`update ${sql.table(table)} set ${sql.ref(column)} = ${sql.ref(column)} || ${TENANT_A_MARK}
                  where tenant_id = ${platformTenantId} and ${sql.ref(column)} is not null`.execute(db());
      }
    }
  }

  /** One hash per table of every row the tenant owns. */
  async function fingerprint(tables: Array<{ table: string }>, tenantId: string) {
    const hashes: Record<string, string | null> = {};
    for (const { table } of tables) {
      const { rows } = await sql<{ hash: string | null }>`
        select md5(string_agg(t::text, '|' order by t::text)) as hash
        from ${sql.table(table)} t where tenant_id = ${tenantId}`.execute(db());
      hashes[table] = rows[0]?.hash ?? null;
    }
    return hashes;
  }

  /** A few ids of this tenant's rows from every table (all below the other tenant's ids). */
  async function foreignIds(tables: Array<{ table: string; hasId: boolean }>): Promise<string[]> {
    const foreignByTable: string[][] = [];
    for (const { table, hasId } of tables) {
      if (!hasId) continue;
      const { rows } = await sql<{ id: string }>`
        (select id from ${sql.table(table)} where tenant_id = ${platformTenantId} order by id limit 2)
        union (select id from ${sql.table(table)} where tenant_id = ${platformTenantId} order by id desc limit 2)`.execute(
        db(),
      );
      foreignByTable.push(rows.map((row) => row.id));
    }
    return [...new Set(foreignByTable.flat())];
  }
});

/** The fields of an input that name a row: id, ids, fooId, fooIds, fooIdList. */
function idFieldsOf(schema: import('zod').ZodType): string[] {
  const shape = (schema as { shape?: Record<string, unknown> }).shape;
  return Object.keys(shape ?? {}).filter((key) => /^(id|ids)$|Ids?$|IdList$/.test(key));
}

function withIds(template: Record<string, unknown>, fields: string[], id: string) {
  const input = { ...template };
  for (const field of fields) input[field] = /Ids$|^ids$|IdList$/.test(field) ? [id] : id;
  return input;
}

function flatten(input: Record<string, unknown>): Array<[string, string]> {
  return Object.entries(input).flatMap(([key, value]) =>
    (Array.isArray(value) ? value : [value]).map((item) => [key, String(item)] as [string, string]),
  );
}
