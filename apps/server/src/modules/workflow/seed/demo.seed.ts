import type { Kysely } from 'kysely';
import type { DB } from '../../../platform/db/schema.js';
import { tenantScope } from '../../../platform/db/tenant-scope.js';
import { addForm } from '../../forms/index.js';
import { addModel, deployModel, editModel } from '../models.service.js';
import { DEMO_APPROVAL_XML } from './demoApproval.bpmn.js';

const KEY = 'demoWorkApproval';
const option = (label: string, value: string) => ({ label, value });
const required = (label: string) => [{ required: true, message: `請輸入${label}` }];
const field = (
  type: string,
  label: string,
  model: string,
  options: object,
  rules: object[] = required(label),
) => ({
  type,
  label,
  options: { width: '100%', hidden: false, disabled: false, ...options },
  model,
  key: model,
  rules,
});
const config = { layout: 'horizontal', labelCol: { span: 4 }, wrapperCol: { span: 18 } };

const REQUEST_FORM = {
  list: [
    field('input', '工作地點', 'location', {
      type: 'text',
      defaultValue: '',
      maxLength: 200,
      placeholder: '例如：第 3 座 12 樓',
    }),
    field('textarea', '工作內容', 'work', { defaultValue: '', minRows: 2, maxRows: 4 }),
    field('number', '工人數目', 'workers', { defaultValue: 1, min: 1, max: 500, step: 1 }),
    field('date', '開始時間', 'validFrom', { defaultValue: '', format: 'YYYY-MM-DD HH:mm', showTime: true }),
    field('radio', '風險等級', 'risk', {
      defaultValue: 'low',
      options: [option('低', 'low'), option('中', 'medium'), option('高', 'high')],
    }),
    field('checkbox', '個人防護裝備', 'ppe', {
      defaultValue: ['helmet'],
      options: [
        option('安全帽', 'helmet'),
        option('安全帶', 'harness'),
        option('手套', 'gloves'),
        option('護目鏡', 'goggles'),
      ],
    }),
  ],
  config,
};
const CHECK_FORM = {
  list: [
    field('radio', '檢查結果', 'result', {
      defaultValue: '',
      options: [option('合格', 'pass'), option('需跟進', 'follow-up')],
    }),
    field('textarea', '備註', 'remark', { defaultValue: '', minRows: 2, maxRows: 4 }, []),
  ],
  config,
};

/**
 * A deployed demo process for `npm start` (SEED_DEMO): a work request, a safety check by the super
 * administrator, and an approval by crew size. Seeded once; an operator's later edits are kept.
 */
export async function seedDemoWorkflow(db: Kysely<DB>, tenantId: string): Promise<void> {
  const tenant = tenantScope(db, tenantId);
  const exists = await tenant.selectFrom('wf_model').select('id').where('key', '=', KEY).executeTakeFirst();
  if (exists) return;
  const admin = await tenant
    .selectFrom('sys_user')
    .select('id')
    .where('account', '=', 'superAdmin')
    .executeTakeFirst();
  if (!admin) return;
  const requestForm = (
    await addForm(tenant, admin.id, { name: '工作申請（示範）', definition: REQUEST_FORM })
  ).id;
  const checkForm = (await addForm(tenant, admin.id, { name: '安全檢查（示範）', definition: CHECK_FORM }))
    .id;
  const model = await addModel(tenant, admin.id, {
    name: '工作審批（示範）',
    key: KEY,
    xml: DEMO_APPROVAL_XML,
  });
  const everyone = { candidates: { users: [admin.id], roles: [], starter: false, starterOrgHead: false } };
  await editModel(tenant, {
    id: model.id,
    name: model.name,
    description:
      '示範流程：安全檢查，工人超過 10 人由授權人批准，否則由地盤經理批准；檢查 1 小時未處理會升級提醒。',
    xml: DEMO_APPROVAL_XML,
    bindings: {
      StartEvent_1: { form: { id: requestForm, version: 1 } },
      check: { form: { id: checkForm, version: 1 }, ...everyone },
      approve: { form: null, ...everyone },
      approveSite: { form: null, ...everyone },
      escalate: { form: null, action: 'escalate' },
    },
  });
  await deployModel(tenant, admin.id, model.id, 'zh-HK');
}
