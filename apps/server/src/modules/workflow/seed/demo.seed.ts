import type { Kysely } from 'kysely';
import type { DB } from '../../../platform/db/schema.js';
import { tenantScope } from '../../../platform/db/tenant-scope.js';
import { addForm } from '../../forms/index.js';
import { addModel, deployModel, editModel } from '../models.service.js';
import { DEMO_APPROVAL_XML } from './demoApproval.bpmn.js';

const KEY = 'demoWorkApproval';
const option = (label: string, value: string) => ({ label, value });
// Labels in Chinese and English, as the permit forms have them: the demo is read in either language.
const required = (label: string) => [{ required: true, message: `${label}：必填 Required` }];
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
const config = { layout: 'vertical', labelCol: { span: 24 }, wrapperCol: { span: 24 } };

const REQUEST_FORM = {
  list: [
    field('input', '工作地點 Location', 'location', {
      type: 'text',
      defaultValue: '',
      maxLength: 200,
      placeholder: '例如 e.g. 第 3 座 12 樓 Block 3, 12/F',
    }),
    field('textarea', '工作內容 Work', 'work', { defaultValue: '', minRows: 2, maxRows: 4 }),
    field('number', '工人數目 Workers', 'workers', { defaultValue: 1, min: 1, max: 500, step: 1 }),
    field('date', '開始時間 Start', 'validFrom', {
      defaultValue: '',
      format: 'YYYY-MM-DD HH:mm',
      showTime: true,
    }),
    field('radio', '風險等級 Risk', 'risk', {
      defaultValue: 'low',
      options: [option('低 Low', 'low'), option('中 Medium', 'medium'), option('高 High', 'high')],
    }),
    field('checkbox', '個人防護裝備 PPE', 'ppe', {
      defaultValue: ['helmet'],
      options: [
        option('安全帽 Helmet', 'helmet'),
        option('安全帶 Harness', 'harness'),
        option('手套 Gloves', 'gloves'),
        option('護目鏡 Goggles', 'goggles'),
      ],
    }),
  ],
  config,
};
const CHECK_FORM = {
  list: [
    field('radio', '檢查結果 Result', 'result', {
      defaultValue: '',
      options: [option('合格 Pass', 'pass'), option('需跟進 Follow up', 'follow-up')],
    }),
    field('textarea', '備註 Remarks', 'remark', { defaultValue: '', minRows: 2, maxRows: 4 }, []),
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
    await addForm(tenant, admin.id, {
      name: '工作申請（示範） Work request (demo)',
      definition: REQUEST_FORM,
    })
  ).id;
  const checkForm = (
    await addForm(tenant, admin.id, { name: '安全檢查（示範） Safety check (demo)', definition: CHECK_FORM })
  ).id;
  const model = await addModel(tenant, admin.id, {
    name: '工作審批（示範） Work approval (demo)',
    key: KEY,
    xml: DEMO_APPROVAL_XML,
  });
  const everyone = { candidates: { users: [admin.id], roles: [], starter: false, starterOrgHead: false } };
  await editModel(tenant, {
    id: model.id,
    name: model.name,
    description:
      '示範流程：安全檢查，工人超過 10 人由授權人批准，否則由地盤經理批准；檢查 1 小時未處理會升級提醒。' +
      ' Demo: a safety check, then approval by the authorised person above 10 workers, else by the site manager; a check left an hour is escalated.',
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
