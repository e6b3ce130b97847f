import { type Translated, translated } from '@siteguard/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.js';

const t = translated;

/** The dictionaries the product's own screens read. Values are the codes stored in business rows. */
const dictionaries: Array<{ code: string; name: Translated; values: Array<[string, Translated]> }> = [
  {
    code: 'common_status',
    name: t('通用狀態', '通用状态', 'Status'),
    values: [
      ['0', t('正常', '正常', 'Enabled')],
      ['1', t('停用', '停用', 'Disabled')],
    ],
  },
  {
    code: 'yes_or_no',
    name: t('是否', '是否', 'Yes or no'),
    values: [
      ['Y', t('是', '是', 'Yes')],
      ['N', t('否', '否', 'No')],
    ],
  },
  {
    code: 'sex',
    name: t('性別', '性别', 'Sex'),
    values: [
      ['1', t('男', '男', 'Male')],
      ['2', t('女', '女', 'Female')],
    ],
  },
  {
    code: 'hk_log_main_type',
    name: t('攝像機日誌類型', '摄像机日志类型', 'Camera log type'),
    values: [
      ['1', t('報警', '报警', 'Alarm')],
      ['2', t('異常', '异常', 'Exception')],
      ['3', t('操作', '操作', 'Operation')],
      ['4', t('資訊', '信息', 'Information')],
    ],
  },
  {
    code: 'watch_alert_type',
    name: t('手錶警報類型', '手表警报类型', 'Watch alert type'),
    values: [
      ['bloodOxygen', t('血氧', '血氧', 'Blood oxygen')],
      ['bloodPressure', t('血壓', '血压', 'Blood pressure')],
      ['fall', t('跌倒', '跌倒', 'Fall')],
      ['waterFall', t('墮水', '落水', 'Water fall')],
      ['heartRate', t('心率', '心率', 'Heart rate')],
      ['lowBattery', t('低電量', '低电量', 'Low battery')],
      ['mentalStress', t('精神壓力', '精神压力', 'Mental stress')],
      ['notWorn', t('未佩戴', '未佩戴', 'Not worn')],
      ['sos', t('SOS 求助', 'SOS 求助', 'SOS')],
      ['temperature', t('體溫', '体温', 'Temperature')],
    ],
  },
];

/** Adds the missing dictionaries and values for a tenant; never changes existing ones. */
export async function seedDictionaries(db: Kysely<DB>, tenantId: string): Promise<void> {
  for (const [index, dict] of dictionaries.entries()) {
    await db
      .insertInto('sys_dict_type')
      .values({
        tenant_id: tenantId,
        code: dict.code,
        name: JSON.stringify(dict.name),
        sort: (index + 1) * 10,
      })
      .onConflict((oc) => oc.columns(['tenant_id', 'code']).doNothing())
      .execute();
    const type = await db
      .selectFrom('sys_dict_type')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where('code', '=', dict.code)
      .executeTakeFirstOrThrow();
    await db
      .insertInto('sys_dict_data')
      .values(
        dict.values.map(([code, value], position) => ({
          tenant_id: tenantId,
          type_id: type.id,
          code,
          value: JSON.stringify(value),
          sort: (position + 1) * 10,
        })),
      )
      .onConflict((oc) => oc.columns(['type_id', 'code']).doNothing())
      .execute();
  }
}
