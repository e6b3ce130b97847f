import { PERMIT_TYPE_KEYS, PERMIT_TYPES, type PermitType, permissions } from '@siteguard/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../../platform/db/schema.js';
import { type TenantScope, tenantScope } from '../../../platform/db/tenant-scope.js';
import { DEMO_PASSWORD, type DemoSignIn, ensureRole, ensureUser } from '../../auth/index.js';
import { addForm } from '../../forms/index.js';
import { addModel, deployModel, editModel } from '../../workflow/index.js';
import { APPROVE_TASK, CHECK_TASK, modelKeyOf } from '../approval.js';
import { applicationForm, checkForm } from './permitForms.js';
import { permitProcessXml } from './permitProcess.bpmn.js';

const buttonsOf = (
  actions: readonly ('page' | 'detail' | 'add' | 'edit' | 'delete' | 'approve' | 'export' | 'siteLink')[],
) => PERMIT_TYPE_KEYS.flatMap((type) => actions.map((action) => permissions[type][action]));

/** Site people see the dashboard (its menu carries dashboard:view) and its month bars. */
const DASHBOARD_ROUTER = '/dashboard/index';
const DASHBOARD_BUTTONS = [permissions.analysis.monthBar];

/** The three roles of a permit: who applies, the competent person who checks, the authorised person who approves. */
const ROLES = {
  applicant: {
    code: 'permitApplicant',
    name: '許可證申請人 Permit applicant',
    routers: [...PERMIT_TYPE_KEYS, DASHBOARD_ROUTER],
    buttons: [...buttonsOf(['page', 'detail', 'add', 'edit', 'delete', 'export']), ...DASHBOARD_BUTTONS],
  },
  checker: {
    code: 'permitChecker',
    name: '合資格人士 Competent person',
    routers: [...PERMIT_TYPE_KEYS, DASHBOARD_ROUTER],
    buttons: [...buttonsOf(['page', 'detail', 'approve', 'export']), ...DASHBOARD_BUTTONS],
  },
  approver: {
    code: 'permitApprover',
    name: '獲授權人士 Authorised person',
    routers: [...PERMIT_TYPE_KEYS, DASHBOARD_ROUTER],
    // Who approves a permit may also void its QR code (re-issue or revoke the site link).
    buttons: [...buttonsOf(['page', 'detail', 'approve', 'export', 'siteLink']), ...DASHBOARD_BUTTONS],
  },
};

/** Demo people for the three roles (Hong Kong names, as a site has them). */
const PEOPLE = [
  { account: 'applicant', name: '陳大文 Chan Tai Man', role: 'applicant' },
  { account: 'checker', name: '李安全 Lee On Chuen', role: 'checker' },
  { account: 'approver', name: '黃授權 Wong Sau Kuen', role: 'approver' },
] as const;

async function seedType(
  tenant: TenantScope,
  type: PermitType,
  roles: { checker: string; approver: string },
): Promise<void> {
  const key = modelKeyOf(type);
  const exists = await tenant.selectFrom('wf_model').select('id').where('key', '=', key).executeTakeFirst();
  if (exists) return;
  const info = PERMIT_TYPES[type];
  const title = `${info.title['zh-HK']} ${info.title.en}`;
  const application = await addForm(tenant, null, { name: title, definition: applicationForm(type) });
  const check = await addForm(tenant, null, {
    name: `${title}：檢查 Check`,
    definition: checkForm(type, info.gasTest),
  });
  const xml = permitProcessXml(key, title);
  const model = await addModel(tenant, null, { name: title, key, xml });
  const candidates = (roleId: string) => ({
    users: [],
    roles: [roleId],
    starter: false,
    starterOrgHead: false,
  });
  await editModel(tenant, {
    id: model.id,
    name: model.name,
    description:
      '申請、合資格人士檢查、獲授權人士批准。Apply, check by a competent person, approve by an authorised person.',
    xml,
    bindings: {
      StartEvent_1: { form: { id: application.id, version: 1 } },
      [CHECK_TASK]: { form: { id: check.id, version: 1 }, candidates: candidates(roles.checker) },
      [APPROVE_TASK]: { form: null, candidates: candidates(roles.approver) },
    },
  });
  await deployModel(tenant, null, model.id, 'zh-HK');
}

type PermitRoleIds = Record<keyof typeof ROLES, string>;

/**
 * What every tenant needs to raise permits: the three roles and the ten types' forms and approval
 * processes (seeded by the system, no author). Runs at each start for the platform tenant and inside
 * the creation of every other; a type already there is left alone, so an administrator's later edits
 * to its forms and model are kept.
 */
export async function seedPermitTypes(db: Kysely<DB>, tenantId: string): Promise<void> {
  const roleIds = await permitRoles(db, tenantId);
  const tenant = tenantScope(db, tenantId);
  for (const type of PERMIT_TYPE_KEYS) await seedType(tenant, type, roleIds);
}

/** The three roles' ids (made when missing). */
async function permitRoles(db: Kysely<DB>, tenantId: string): Promise<PermitRoleIds> {
  return {
    applicant: await ensureRole(db, tenantId, ROLES.applicant),
    checker: await ensureRole(db, tenantId, ROLES.checker),
    approver: await ensureRole(db, tenantId, ROLES.approver),
  };
}

/** The demo people, one for each role (`npm start`'s sign-ins); the types are seedPermitTypes'. */
export async function seedDemoPermitPeople(db: Kysely<DB>, tenantId: string): Promise<DemoSignIn[]> {
  const roleIds = await permitRoles(db, tenantId);
  const signIns: DemoSignIn[] = [];
  for (const person of PEOPLE) {
    const userId = await ensureUser(db, tenantId, {
      account: person.account,
      name: person.name,
      adminType: 2,
    });
    await db
      .insertInto('sys_user_role')
      .values({ tenant_id: tenantId, user_id: userId, role_id: roleIds[person.role] })
      .onConflict((oc) => oc.columns(['user_id', 'role_id']).doNothing())
      .execute();
    signIns.push({ account: person.account, password: DEMO_PASSWORD, role: ROLES[person.role].name });
  }
  return signIns;
}
