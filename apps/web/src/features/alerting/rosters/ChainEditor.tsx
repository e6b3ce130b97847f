import {
  DEFAULT_ESCALATION_DELAYS,
  type DutyFamily,
  type DutyRosterListAnswer,
  type EscalationChainRow,
  MAX_ESCALATION_MINUTES,
} from '@siteguard/contracts';
import { Alert, App, Button, Form, InputNumber, Popconfirm, Select, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useServerError } from '../../system/shared/useServerError';
import { deleteChain, saveChain } from './api';

interface ChainValues {
  level2Users: string[];
  level2Role: string | null;
  level3Users: string[];
  level3Role: string | null;
  critical: [number, number, number];
  warning: [number, number];
}

const valuesOf = (chain: EscalationChainRow | undefined): ChainValues => ({
  level2Users: chain?.level2.userIds ?? [],
  level2Role: chain?.level2.roleId ?? null,
  level3Users: chain?.level3.userIds ?? [],
  level3Role: chain?.level3.roleId ?? null,
  critical: [...(chain?.delays.critical ?? DEFAULT_ESCALATION_DELAYS.critical)] as ChainValues['critical'],
  warning: [...(chain?.delays.warning ?? DEFAULT_ESCALATION_DELAYS.warning)] as ChainValues['warning'],
});

/** Levels 2 and 3 (people or a role) and the minutes after an alert each level is told, per severity. */
export function ChainEditor({
  site,
  family,
  list,
  editable,
}: {
  site: string;
  family: DutyFamily;
  list: DutyRosterListAnswer;
  editable: boolean;
}) {
  const { t } = useTranslation('dutyRosters');
  const { message } = App.useApp();
  const report = useServerError();
  const [form] = Form.useForm<ChainValues>();
  const [busy, setBusy] = useState(false);
  const own = list.chains.find((c) => c.site === site && c.family === family);
  const tenant = list.chains.find((c) => c.site === '' && c.family === family);
  const shown = own ?? tenant;
  useEffect(() => form.setFieldsValue(valuesOf(shown)), [form, shown]);

  const users = list.users.map((u) => ({ value: u.id, label: `${u.name} (${u.account})` }));
  const roles = list.roles.map((r) => ({ value: r.id, label: r.name }));
  const inOrder = (severity: 'critical' | 'warning', index: number) => ({
    validator: async (_: unknown, value: number | null) => {
      const before: number | null = index === 0 ? null : form.getFieldValue([severity, index - 1]);
      if (value !== null && before !== null && value < before) throw new Error(t('rules.delayOrder'));
    },
  });
  const minutes = (severity: 'critical' | 'warning', index: number) => (
    <Form.Item
      key={`${severity}${index}`}
      name={[severity, index]}
      label={t('onDuty.level', { level: index + 1 })}
      rules={[{ required: true, message: t('rules.required') }, inOrder(severity, index)]}
    >
      <InputNumber min={0} max={MAX_ESCALATION_MINUTES} precision={0} style={{ width: 96 }} />
    </Form.Item>
  );

  const save = async (values: ChainValues) => {
    setBusy(true);
    try {
      await saveChain({
        site,
        family,
        level2: { userIds: values.level2Users ?? [], roleId: values.level2Role ?? null },
        level3: { userIds: values.level3Users ?? [], roleId: values.level3Role ?? null },
        delays: { critical: values.critical, warning: values.warning },
      });
      void message.success(t('chain.saved'));
    } catch (error) {
      report(error);
    } finally {
      setBusy(false);
    }
  };
  const remove = async () => {
    try {
      await deleteChain(site, family);
      void message.success(t('chain.removed'));
    } catch (error) {
      report(error);
    }
  };
  const level = (n: 2 | 3) => (
    <Space wrap align="start" style={{ display: 'flex' }}>
      <Form.Item name={`level${n}Users`} label={t('chain.users')}>
        <Select mode="multiple" options={users} optionFilterProp="label" style={{ width: 320 }} allowClear />
      </Form.Item>
      <Form.Item name={`level${n}Role`} label={t('chain.role')}>
        <Select options={roles} style={{ width: 200 }} allowClear />
      </Form.Item>
    </Space>
  );

  return (
    <Form<ChainValues>
      form={form}
      layout="vertical"
      disabled={!editable || busy}
      onFinish={(values) => void save(values)}
      data-testid={`chain-form-${family}`}
    >
      <Typography.Title level={5}>{t('chain.title')}</Typography.Title>
      {!own && (site !== '' || !tenant) && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 12 }}
          message={t('chain.inherited', {
            from: tenant && site !== '' ? t('chain.inheritedTenant') : t('chain.inheritedDefault'),
          })}
        />
      )}
      <Typography.Paragraph type="secondary">{t('chain.level1')}</Typography.Paragraph>
      <Typography.Text strong style={BLOCK}>
        {t('chain.level2')}
      </Typography.Text>
      {level(2)}
      <Typography.Text strong style={BLOCK}>
        {t('chain.level3')}
      </Typography.Text>
      {level(3)}
      <Typography.Text strong style={BLOCK}>
        {t('chain.delays')}
      </Typography.Text>
      <Space wrap size="large" align="start" style={{ display: 'flex' }}>
        <Space direction="vertical" size={0}>
          <Typography.Text>{t('chain.critical')}</Typography.Text>
          <Space>{[0, 1, 2].map((i) => minutes('critical', i))}</Space>
        </Space>
        <Space direction="vertical" size={0}>
          <Typography.Text>{t('chain.warning')}</Typography.Text>
          <Space>{[0, 1].map((i) => minutes('warning', i))}</Space>
        </Space>
      </Space>
      {editable && (
        <Space style={{ display: 'flex' }}>
          <Button type="primary" htmlType="submit" loading={busy} data-testid="chain-save">
            {t('chain.save')}
          </Button>
          {own && (
            <Popconfirm title={t('chain.removeConfirm')} onConfirm={() => remove()}>
              <Button danger>{t('chain.remove')}</Button>
            </Popconfirm>
          )}
        </Space>
      )}
    </Form>
  );
}

/** A heading of its own line above the fields it names. */
const BLOCK = { display: 'block', marginBottom: 8 } as const;
