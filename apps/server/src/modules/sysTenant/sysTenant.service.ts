import { randomInt } from 'node:crypto';
import {
  type Page,
  type PlatformSettings,
  type SysTenantAddBody,
  type SysTenantRow,
  toPage,
} from '@siteguard/contracts';
import type { Kysely, Transaction } from 'kysely';
import { containing } from '../../platform/db/paging.js';
import type { DB } from '../../platform/db/schema.js';
import { fail } from '../../platform/errors.js';
import type { Principal } from '../../platform/http/auth-guard.js';
import { hashPassword, type Sm2Keys } from '../auth/index.js';
import { seedTenant } from '../seed.js';

/** The tenant the installation starts with (seed.ts); it manages the others. */
const PLATFORM_TENANT_CODE = 'default';
const DELETED = 2;
const MIN_PASSWORD_LENGTH = 6;
// Roles a new tenant starts with: its administrators (every menu) and the role self-registration gives.
const ADMIN_ROLE = { code: 'admin', name: 'Administrator' };
const SELF_REGISTERED_ROLE = {
  code: 'selfRegistered',
  name: 'Self-registered',
  routers: ['/dashboard/index'],
};

/**
 * Tenants are the one feature that works across tenants, so it reads sys_tenant with the plain
 * handle; its routes are declared `platformTenant`, so only platform callers get here.
 */
function selectTenants(db: Kysely<DB>) {
  return db
    .selectFrom('sys_tenant')
    .select(['sys_tenant.id', 'code', 'name', 'status', 'register_open', 'created_at'])
    .select((eb) =>
      eb
        .selectFrom('sys_user')
        .select((inner) => inner.fn.countAll<string>().as('n'))
        .whereRef('sys_user.tenant_id', '=', 'sys_tenant.id')
        .as('user_count'),
    )
    .where('status', '!=', DELETED);
}
type TenantRecord = Awaited<ReturnType<ReturnType<typeof selectTenants>['executeTakeFirstOrThrow']>>;

function toRow(row: TenantRecord): SysTenantRow {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    status: row.status,
    registerOpen: row.register_open,
    userCount: Number(row.user_count ?? 0),
    createdAt: row.created_at.toISOString(),
  };
}

async function findTenant(db: Kysely<DB>, id: string): Promise<SysTenantRow> {
  const row = await selectTenants(db).where('sys_tenant.id', '=', id).executeTakeFirst();
  return row ? toRow(row) : fail('RECORD_NOT_FOUND');
}

export async function pageTenants(
  db: Kysely<DB>,
  query: { pageNo: number; pageSize: number; keyword?: string | undefined; status?: number | undefined },
): Promise<Page<SysTenantRow>> {
  let filtered = db.selectFrom('sys_tenant').where('status', '!=', DELETED);
  if (query.status !== undefined) filtered = filtered.where('status', '=', query.status);
  if (query.keyword) {
    const like = containing(query.keyword);
    filtered = filtered.where((eb) => eb.or([eb('code', 'ilike', like), eb('name', 'ilike', like)]));
  }
  const [{ count }, rows] = await Promise.all([
    filtered.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
    selectTenants(db)
      .where('sys_tenant.id', 'in', filtered.select('sys_tenant.id'))
      .orderBy('sys_tenant.id', 'desc')
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize)
      .execute(),
  ]);
  return toPage(rows.map(toRow), Number(count), query);
}

/** 12 characters from an alphabet without look-alikes (0/O, 1/l/I). */
function generatePassword(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
  return Array.from({ length: 12 }, () => alphabet[randomInt(alphabet.length)]).join('');
}

function adminPasswordOf(
  keys: Sm2Keys,
  encrypted: string | undefined,
): { password: string; generated: boolean } {
  if (encrypted === undefined) return { password: generatePassword(), generated: true };
  const password = keys.decrypt(encrypted);
  if (password === undefined) return fail('PASSWORD_DECRYPT_ERROR');
  if (password.length < MIN_PASSWORD_LENGTH || password.length > 64) {
    return fail(
      'PARAM_ERROR',
      { fields: 'body.adminPassword' },
      { errors: [{ path: 'body.adminPassword', reason: 'range' }] },
    );
  }
  return { password, generated: false };
}

/**
 * A new tenant, ready to sign in to: the platform tenant's seeds (applications and menus,
 * dictionaries, timers, permit types), an administrator role holding every menu, the
 * self-registration role, and its administrator account. All of it or nothing (one transaction).
 */
export async function createTenant(db: Kysely<DB>, keys: Sm2Keys, body: SysTenantAddBody) {
  const { password, generated } = adminPasswordOf(keys, body.adminPassword);
  const passwordHash = await hashPassword(password);
  const tenantId = await db.transaction().execute(async (trx) => {
    const tenant = await trx
      .insertInto('sys_tenant')
      .values({ code: body.code, name: body.name, register_open: body.registerOpen })
      .onConflict((oc) => oc.column('code').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!tenant) return fail('CODE_EXISTS', { code: body.code });
    await seedTenant(trx, tenant.id);
    const adminRole = await createRole(trx, tenant.id, ADMIN_ROLE, () => true);
    await createRole(trx, tenant.id, SELF_REGISTERED_ROLE, (menu) =>
      SELF_REGISTERED_ROLE.routers.includes(menu.router ?? ''),
    );
    const admin = await trx
      .insertInto('sys_user')
      .values({
        tenant_id: tenant.id,
        account: body.adminAccount,
        name: body.adminName ?? body.adminAccount,
        password_hash: passwordHash,
        admin_type: 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('sys_user_role')
      .values({ tenant_id: tenant.id, user_id: admin.id, role_id: adminRole })
      .execute();
    return tenant.id;
  });
  return {
    tenant: await findTenant(db, tenantId),
    adminAccount: body.adminAccount,
    generatedPassword: generated ? password : null,
  };
}

/** A role granted the menus `grants` picks, with their ancestors (a menu shows only under its parents). */
async function createRole(
  trx: Transaction<DB>,
  tenantId: string,
  role: { code: string; name: string },
  grants: (menu: { router: string | null }) => boolean,
): Promise<string> {
  const { id } = await trx
    .insertInto('sys_role')
    .values({ tenant_id: tenantId, code: role.code, name: role.name })
    .returning('id')
    .executeTakeFirstOrThrow();
  const menus = await trx
    .selectFrom('sys_menu')
    .select(['id', 'pid', 'router'])
    .where('tenant_id', '=', tenantId)
    .execute();
  const byId = new Map(menus.map((menu) => [menu.id, menu]));
  const granted = new Set<string>();
  for (const menu of menus.filter(grants)) {
    for (let node = byId.get(menu.id); node && !granted.has(node.id); node = byId.get(node.pid))
      granted.add(node.id);
  }
  if (granted.size > 0) {
    await trx
      .insertInto('sys_role_menu')
      .values([...granted].map((menuId) => ({ tenant_id: tenantId, role_id: id, menu_id: menuId })))
      .execute();
  }
  return id;
}

/** Revokes every live session of a tenant: disabling or deleting it takes effect at the next request. */
async function signOutTenant(db: Kysely<DB>, tenantId: string, reason: string): Promise<void> {
  await db
    .updateTable('sys_session')
    .set({ revoked_at: new Date(), revoke_reason: reason })
    .where('tenant_id', '=', tenantId)
    .where('revoked_at', 'is', null)
    .execute();
}

async function assertNotProtected(db: Kysely<DB>, principal: Principal, id: string): Promise<void> {
  const tenant = await db.selectFrom('sys_tenant').select('code').where('id', '=', id).executeTakeFirst();
  if (tenant?.code === PLATFORM_TENANT_CODE || id === principal.tenantId) fail('TENANT_PROTECTED');
}

export async function editTenant(
  db: Kysely<DB>,
  principal: Principal,
  body: { id: string; name: string; status: 0 | 1; registerOpen: boolean },
): Promise<SysTenantRow> {
  const existing = await findTenant(db, body.id);
  if (body.status !== 0) await assertNotProtected(db, principal, body.id);
  await db
    .updateTable('sys_tenant')
    .set({ name: body.name, status: body.status, register_open: body.registerOpen, updated_at: new Date() })
    .where('id', '=', body.id)
    .execute();
  if (existing.status === 0 && body.status !== 0) await signOutTenant(db, body.id, 'tenant disabled');
  return findTenant(db, body.id);
}

/**
 * Deleting keeps the rows (status 2: not listed, no sign-in, code stays taken) so nothing dangles;
 * refused while the tenant has users besides its administrators.
 */
export async function deleteTenant(db: Kysely<DB>, principal: Principal, id: string): Promise<null> {
  await findTenant(db, id);
  await assertNotProtected(db, principal, id);
  const { count } = await db
    .selectFrom('sys_user')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('tenant_id', '=', id)
    .where('admin_type', '!=', 1)
    .executeTakeFirstOrThrow();
  if (Number(count) > 0) return fail('TENANT_HAS_USERS', { count: Number(count) });
  await db
    .updateTable('sys_tenant')
    .set({ status: DELETED, updated_at: new Date() })
    .where('id', '=', id)
    .execute();
  await signOutTenant(db, id, 'tenant deleted');
  return null;
}

const SWITCHES = { tenantOpen: 'TENANT_OPEN', captchaOpen: 'CAPTCHA_OPEN' } as const;

export async function readSettings(db: Kysely<DB>): Promise<PlatformSettings> {
  const rows = await db
    .selectFrom('sys_config')
    .select(['code', 'value'])
    .where('code', 'in', Object.values(SWITCHES))
    .execute();
  const on = (code: string) => rows.some((row) => row.code === code && row.value === 'true');
  return { tenantOpen: on(SWITCHES.tenantOpen), captchaOpen: on(SWITCHES.captchaOpen) };
}

export async function saveSettings(
  db: Kysely<DB>,
  body: Partial<PlatformSettings>,
): Promise<PlatformSettings> {
  for (const key of Object.keys(SWITCHES) as Array<keyof typeof SWITCHES>) {
    const value = body[key];
    if (value === undefined) continue;
    await db
      .insertInto('sys_config')
      .values({ code: SWITCHES[key], value: String(value) })
      .onConflict((oc) => oc.column('code').doUpdateSet({ value: String(value), updated_at: new Date() }))
      .execute();
  }
  return readSettings(db);
}
