import { type AlertThresholds, deviceStatsApi } from '@siteguard/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Col, Divider, Drawer, Form, Input, InputNumber, Row, Space } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callEndpoint } from '../../../api/client';
import { queryClient } from '../../../api/queryClient';
import { useServerError } from '../../system/shared/useServerError';

type Path = [keyof AlertThresholds, string];
const number = (path: Path, label: string, props: { min: number; max: number; step?: number }) => (
  <Form.Item name={path} label={label} rules={[{ required: true }]}>
    <InputNumber style={{ width: '100%' }} {...props} />
  </Form.Item>
);

/** The alert thresholds of a site ('' is every site's default): the rules read them on the next reading. */
export function ThresholdsDrawer({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('devices');
  const { message } = App.useApp();
  const report = useServerError();
  const [site, setSite] = useState('');
  const [form] = Form.useForm<AlertThresholds>();
  const { data, isFetching } = useQuery({
    queryKey: ['deviceThresholds', site],
    queryFn: ({ signal }) => callEndpoint(deviceStatsApi.thresholds, { query: { site }, signal }),
  });
  useEffect(() => {
    if (data) form.setFieldsValue(data.thresholds);
  }, [data, form]);
  const save = async (thresholds: AlertThresholds) => {
    try {
      await callEndpoint(deviceStatsApi.saveThresholds, { body: { site, thresholds } });
      await queryClient.invalidateQueries({ queryKey: ['deviceThresholds'] });
      void message.success(t('thresholds.saved'));
    } catch (error) {
      report(error);
    }
  };
  const pair = (
    label: string,
    left: Path,
    right: Path,
    props: { min: number; max: number; step?: number },
  ) => (
    <Form.Item label={label} required>
      <Space.Compact style={{ width: '100%' }}>
        <Form.Item name={left} noStyle rules={[{ required: true }]}>
          <InputNumber style={{ width: '50%' }} {...props} />
        </Form.Item>
        <Form.Item name={right} noStyle rules={[{ required: true }]}>
          <InputNumber style={{ width: '50%' }} {...props} />
        </Form.Item>
      </Space.Compact>
    </Form.Item>
  );
  return (
    <Drawer
      open
      width={560}
      title={t('thresholds.title')}
      onClose={onClose}
      extra={
        <Button type="primary" loading={isFetching} onClick={() => form.submit()}>
          OK
        </Button>
      }
    >
      <Form.Item label={t('thresholds.site')} layout="vertical">
        <Input.Search
          defaultValue=""
          enterButton={t('thresholds.load')}
          maxLength={100}
          onSearch={(value) => setSite(value.trim())}
        />
      </Form.Item>
      {data?.isDefault && (
        <Alert type="info" showIcon message={t('thresholds.usingDefault')} style={{ marginBottom: 16 }} />
      )}
      <Form<AlertThresholds> form={form} layout="vertical" onFinish={save} disabled={isFetching}>
        <Divider orientation="left">{t('thresholds.groups.vitals')}</Divider>
        <Row gutter={16}>
          <Col span={12}>
            {number(['spo2', 'warningBelow'], t('thresholds.spo2Warning'), { min: 50, max: 100 })}
          </Col>
          <Col span={12}>
            {number(['spo2', 'criticalBelow'], t('thresholds.spo2Critical'), { min: 50, max: 100 })}
          </Col>
          <Col span={12}>
            {number(['temperature', 'warningAtOrAbove'], t('thresholds.tempWarning'), {
              min: 34,
              max: 43,
              step: 0.1,
            })}
          </Col>
          <Col span={12}>
            {number(['temperature', 'criticalAtOrAbove'], t('thresholds.tempCritical'), {
              min: 34,
              max: 43,
              step: 0.1,
            })}
          </Col>
          <Col span={12}>
            {pair(
              t('thresholds.bpWarning'),
              ['bloodPressure', 'warningSystolic'],
              ['bloodPressure', 'warningDiastolic'],
              { min: 40, max: 260 },
            )}
          </Col>
          <Col span={12}>
            {pair(
              t('thresholds.bpCritical'),
              ['bloodPressure', 'criticalSystolic'],
              ['bloodPressure', 'criticalDiastolic'],
              { min: 40, max: 260 },
            )}
          </Col>
          <Col span={8}>
            {number(['heartRate', 'maxBase'], t('thresholds.hrMaxBase'), { min: 120, max: 240 })}
          </Col>
          <Col span={8}>{number(['heartRate', 'below'], t('thresholds.hrBelow'), { min: 20, max: 80 })}</Col>
          <Col span={8}>
            {number(['heartRate', 'sustainedReadings'], t('thresholds.hrSustained'), { min: 1, max: 60 })}
          </Col>
          <Col span={12}>
            {number(['stress', 'warningAtOrAbove'], t('thresholds.stress'), { min: 1, max: 100 })}
          </Col>
        </Row>
        <Divider orientation="left">{t('thresholds.groups.device')}</Divider>
        <Row gutter={16}>
          <Col span={12}>{number(['battery', 'below'], t('thresholds.battery'), { min: 1, max: 99 })}</Col>
          <Col span={12}>
            <Form.Item name="notWornMinutes" label={t('thresholds.notWorn')} rules={[{ required: true }]}>
              <InputNumber style={{ width: '100%' }} min={1} max={240} />
            </Form.Item>
          </Col>
        </Row>
        <Divider orientation="left">{t('thresholds.groups.gas')}</Divider>
        <Row gutter={16}>
          <Col span={12}>
            {pair(t('thresholds.gasO2'), ['gas', 'o2Below'], ['gas', 'o2Above'], {
              min: 10,
              max: 30,
              step: 0.1,
            })}
          </Col>
          <Col span={12}>{number(['gas', 'lelAtOrAbove'], t('thresholds.gasLel'), { min: 1, max: 100 })}</Col>
          <Col span={12}>{number(['gas', 'h2sAtOrAbove'], t('thresholds.gasH2s'), { min: 1, max: 100 })}</Col>
          <Col span={12}>{number(['gas', 'coAtOrAbove'], t('thresholds.gasCo'), { min: 1, max: 500 })}</Col>
        </Row>
        <Divider orientation="left">{t('thresholds.groups.escalation')}</Divider>
        {pair(
          t('thresholds.escalation'),
          ['escalation', 'criticalMinutes'],
          ['escalation', 'warningMinutes'],
          { min: 1, max: 720 },
        )}
      </Form>
    </Drawer>
  );
}
