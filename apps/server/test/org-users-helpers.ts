import type { DataScopeType, PermissionCode } from '@siteguard/contracts';
import ExcelJS from 'exceljs';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { bearer, encryptPassword, tokenFor } from './auth-helpers.js';

/** Calls the API as one signed-in user: GET with a query string, POST with a JSON body. */
export function apiAs(app: FastifyInstance, token: string) {
  return {
    get: (path: string, query: Record<string, string | number> = {}): Promise<LightMyRequestResponse> => {
      const search = new URLSearchParams(
        Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]),
      ).toString();
      return app.inject({
        method: 'GET',
        url: `/api${path}${search ? `?${search}` : ''}`,
        headers: bearer(token),
      });
    },
    post: (path: string, payload: unknown): Promise<LightMyRequestResponse> =>
      app.inject({
        method: 'POST',
        url: `/api${path}`,
        headers: bearer(token),
        payload: payload as Record<string, unknown>,
      }),
  };
}
export type Api = ReturnType<typeof apiAs>;

/** The data of a successful answer; fails the test with the body otherwise. */
export function data<T = unknown>(res: LightMyRequestResponse): T {
  if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
  return res.json().data as T;
}

export async function orgId(app: FastifyInstance, code: string): Promise<string> {
  const row = await app.database.db
    .selectFrom('sys_org')
    .innerJoin('sys_tenant', 'sys_tenant.id', 'sys_org.tenant_id')
    .select('sys_org.id')
    .where('sys_tenant.code', '=', 'default')
    .where('sys_org.code', '=', code)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Menu ids granting these buttons, with their ancestors (so the menus show as well). */
export async function menuIdsFor(app: FastifyInstance, codes: readonly PermissionCode[]): Promise<string[]> {
  const menus = await app.database.db
    .selectFrom('sys_menu')
    .innerJoin('sys_tenant', 'sys_tenant.id', 'sys_menu.tenant_id')
    .select(['sys_menu.id', 'sys_menu.pid', 'sys_menu.permission'])
    .where('sys_tenant.code', '=', 'default')
    .execute();
  const byId = new Map(menus.map((menu) => [menu.id, menu]));
  const ids = new Set<string>();
  for (const menu of menus) {
    if (!menu.permission || !codes.includes(menu.permission as PermissionCode)) continue;
    for (let node = byId.get(menu.id); node; node = byId.get(node.pid)) ids.add(node.id);
  }
  return [...ids];
}

/** A role with these buttons and data scope, made through the API by `admin`. */
export async function makeRole(
  app: FastifyInstance,
  admin: Api,
  role: {
    code: string;
    permissions: readonly PermissionCode[];
    dataScopeType?: DataScopeType;
    orgIds?: string[];
  },
): Promise<string> {
  const { id } = data<{ id: string }>(await admin.post('/sysRole/add', { code: role.code, name: role.code }));
  data(
    await admin.post('/sysRole/grantMenu', { id, grantMenuIdList: await menuIdsFor(app, role.permissions) }),
  );
  data(
    await admin.post('/sysRole/grantData', {
      id,
      dataScopeType: role.dataScopeType ?? 1,
      grantOrgIdList: role.orgIds ?? [],
    }),
  );
  return id;
}

let accounts = 0;
/** A user in an organisation with these roles; answers their id, account and a signed-in API. */
export async function makeUser(
  app: FastifyInstance,
  admin: Api,
  user: { orgCode: string; roleIds?: string[]; account?: string; name?: string },
): Promise<{ id: string; account: string; api: Api; token: string }> {
  accounts += 1;
  const account = user.account ?? `user${accounts}_${Math.random().toString(36).slice(2, 6)}`;
  const created = data<{ id: string }>(
    await admin.post('/sysUser/add', {
      account,
      name: user.name ?? `User ${account}`,
      orgId: await orgId(app, user.orgCode),
      password: await encryptPassword(app, 'secret123'),
    }),
  );
  if (user.roleIds)
    data(await admin.post('/sysUser/grantRole', { id: created.id, grantRoleIdList: user.roleIds }));
  const token = await tokenFor(app, account, 'secret123');
  return { id: created.id, account, token, api: apiAs(app, token) };
}

/** A second tenant with one organisation, position, role and user, written straight to the database. */
export async function otherTenant(app: FastifyInstance) {
  const db = app.database.db;
  const tenant = await db
    .insertInto('sys_tenant')
    .values({ code: `other${Math.random().toString(36).slice(2, 6)}`, name: 'Other' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const org = await db
    .insertInto('sys_org')
    .values({ tenant_id: tenant.id, pid: 0, pids: '[0],', code: 'other-root', name: 'Other root' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const pos = await db
    .insertInto('sys_pos')
    .values({ tenant_id: tenant.id, code: 'other-pos', name: 'Other position' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const role = await db
    .insertInto('sys_role')
    .values({ tenant_id: tenant.id, code: 'other-role', name: 'Other role' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const user = await db
    .insertInto('sys_user')
    .values({ tenant_id: tenant.id, account: 'otherUser', name: 'Secret Other', password_hash: '' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('sys_emp').values({ tenant_id: tenant.id, user_id: user.id, org_id: org.id }).execute();
  return { tenantId: tenant.id, orgId: org.id, posId: pos.id, roleId: role.id, userId: user.id };
}

export async function readXlsx(bytes: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ExcelJS.Buffer);
  const sheet = workbook.worksheets[0];
  const rows: string[][] = [];
  sheet?.eachRow((row) => {
    const values = (row.values as ExcelJS.CellValue[]).slice(1);
    rows.push(values.map((value) => (value instanceof Date ? value.toISOString() : String(value ?? ''))));
  });
  return rows;
}

export async function xlsxOf(rows: Array<Array<string | number | null>>): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Users');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export function multipart(filename: string, bytes: Buffer) {
  const boundary = '----siteguard-import-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
