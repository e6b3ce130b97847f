import { DEVICE_KIND_NAMES, type DeviceKindSummary } from '@siteguard/contracts';
import { Badge, Card, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { currentLang } from '../../../i18n/i18n';
import { CardState } from './CardState';

/** Online, offline and low battery per device kind. */
export function DevicesCard({
  devices,
  loading,
  error,
  onRetry,
}: {
  devices: readonly DeviceKindSummary[] | undefined;
  loading: boolean;
  error: boolean;
  onRetry: () => void;
}) {
  const { t } = useTranslation('dashboard');
  const lang = currentLang();
  return (
    <Card size="small" title={t('devices.title')} loading={loading} style={{ height: '100%' }}>
      <CardState error={error} empty={!devices?.length && t('devices.none')} onRetry={onRetry}>
        <Table<DeviceKindSummary>
          size="small"
          rowKey="kind"
          pagination={false}
          dataSource={[...(devices ?? [])]}
          scroll={{ x: 'max-content' }}
          columns={[
            {
              title: t('devices.kind'),
              dataIndex: 'kind',
              render: (kind: DeviceKindSummary['kind']) => DEVICE_KIND_NAMES[kind][lang],
            },
            {
              title: t('devices.online'),
              dataIndex: 'online',
              align: 'right',
              render: (value: number) => <Badge status="success" text={value} showZero />,
            },
            {
              title: t('devices.offline'),
              dataIndex: 'offline',
              align: 'right',
              render: (value: number) => (
                <Badge status={value > 0 ? 'warning' : 'default'} text={value} showZero />
              ),
            },
            {
              title: t('devices.lowBattery'),
              dataIndex: 'lowBattery',
              align: 'right',
              render: (value: number) => (
                <Badge status={value > 0 ? 'error' : 'default'} text={value} showZero />
              ),
            },
          ]}
        />
      </CardState>
    </Card>
  );
}
