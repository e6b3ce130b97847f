import type { Kysely } from 'kysely';
import type { DB } from '../platform/db/schema.js';
import { seedDemoContactPoints, seedDemoRosters } from './alerting/index.js';
import { type DemoSignIn, seedDemoAccounts } from './auth/index.js';
import { seedDemoCameras } from './cameras/index.js';
import { seedDemoDevices } from './devices/index.js';
import { seedDemoPermitPeople, seedPermitTypes } from './permits/index.js';
import { seedDictionaries } from './sysDict/index.js';
import { seedMenus } from './sysMenu/index.js';
import { seedOrganisations } from './sysOrg/index.js';
import { seedPositions } from './sysPos/index.js';
import { seedTimers } from './sysTimers/index.js';
import { seedDemoPlacements } from './sysUser/index.js';
import { seedWeatherRules } from './weather/index.js';
import { seedDemoWorkflow } from './workflow/index.js';

export type { DemoSignIn };

const DEFAULT_TENANT = { code: 'default', name: 'Siteguard' };

/**
 * What every tenant starts with, the platform's and each one created later: the applications and the
 * menu tree, dictionaries, timers, and the permit types (roles, forms, approval processes).
 * Idempotent; inside a transaction when `db` is one.
 */
export async function seedTenant(db: Kysely<DB>, tenantId: string): Promise<void> {
  await seedMenus(db, tenantId);
  await seedDictionaries(db, tenantId);
  await seedTimers(db, tenantId);
  await seedPermitTypes(db, tenantId);
  await seedWeatherRules(db, tenantId);
}

/**
 * What every installation needs: the default tenant and its seeds, the sign-in switches. Idempotent: runs at each start and only adds what is missing.
 */
export async function seedBase(db: Kysely<DB>): Promise<string> {
  await db
    .insertInto('sys_tenant')
    .values(DEFAULT_TENANT)
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
  const tenant = await db
    .selectFrom('sys_tenant')
    .select('id')
    .where('code', '=', DEFAULT_TENANT.code)
    .executeTakeFirstOrThrow();
  await db
    .insertInto('sys_config')
    .values([
      { code: 'TENANT_OPEN', value: 'false', remark: 'Show the tenant field on the login page' },
      { code: 'CAPTCHA_OPEN', value: 'false', remark: 'Ask for a captcha at sign-in' },
    ])
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
  await seedTenant(db, tenant.id);
  await seedOrganisations(db, tenant.id);
  await seedPositions(db, tenant.id);
  return tenant.id;
}

/** The demo accounts `npm start` prints (SEED_DEMO, on by default). */
export async function seedDemo(db: Kysely<DB>, tenantId: string): Promise<DemoSignIn[]> {
  const signIns = await seedDemoAccounts(db, tenantId);
  signIns.push(...(await seedDemoPermitPeople(db, tenantId)));
  await seedDemoPlacements(db, tenantId);
  await seedDemoWorkflow(db, tenantId);
  await seedDemoDevices(db, tenantId);
  await seedDemoCameras(db, tenantId);
  // After the devices: the demo sites are where they are.
  await seedDemoRosters(db, tenantId);
  await seedDemoContactPoints(db, tenantId);
  return signIns;
}
