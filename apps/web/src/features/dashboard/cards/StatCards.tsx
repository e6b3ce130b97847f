import type { DashboardSummary } from '@siteguard/contracts';
import { Card, Col, Row, Statistic, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { deviceTotals } from '../dashboardData';

const DANGER = '#cf1322';
const WARNING = '#d48806';

function Stat({
  testId,
  title,
  value,
  note,
  color,
  loading,
}: {
  testId: string;
  title: string;
  value: ReactNode;
  note?: string;
  color?: string;
  loading: boolean;
}) {
  return (
    <Col xs={12} md={8} xl={4}>
      <Card size="small" loading={loading} style={{ height: '100%' }} data-testid={testId}>
        <Statistic title={title} value={value as number} valueStyle={color ? { color } : undefined} />
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {note ?? '\u00a0'}
        </Typography.Text>
      </Card>
    </Col>
  );
}

const NOT_LOADED = '–';

interface StatFigure {
  testId: string;
  title: string;
  value: number;
  note?: string;
  color?: string;
}

/**
 * The six figures a safety manager reads first; colours only when something needs attention. When the
 * summary could not be read they show a dash, never a zero that would read as 'all clear'.
 */
export function StatCards({
  summary,
  loading,
  failed,
}: {
  summary: DashboardSummary | undefined;
  loading: boolean;
  failed: boolean;
}) {
  const { t } = useTranslation('dashboard');
  const devices = deviceTotals(summary?.devices ?? []);
  const alerts = summary?.alerts;
  const figures: StatFigure[] = [
    {
      testId: 'stat-devices-online',
      title: t('stats.devicesOnline'),
      value: devices.online,
      note: t('stats.ofTotal', { total: devices.total }),
    },
    {
      testId: 'stat-devices-offline',
      title: t('stats.devicesOffline'),
      value: devices.offline,
      note: `${t('stats.lowBattery')} ${devices.lowBattery}`,
      color: devices.offline > 0 ? WARNING : undefined,
    },
    {
      testId: 'stat-open-alerts',
      title: t('stats.openAlerts'),
      value: alerts?.open ?? 0,
      note: t('stats.critical', { count: alerts?.openCritical ?? 0 }),
      color: (alerts?.openCritical ?? 0) > 0 ? DANGER : (alerts?.open ?? 0) > 0 ? WARNING : undefined,
    },
    {
      testId: 'stat-on-site',
      title: t('stats.onSite'),
      value: summary?.headcount.onSite ?? 0,
      note: t('stats.enteredToday', { count: summary?.headcount.enteredToday ?? 0 }),
    },
    { testId: 'stat-permits-active', title: t('stats.permitsActive'), value: summary?.permits.active ?? 0 },
    {
      testId: 'stat-permits-suspended',
      title: t('stats.permitsSuspended'),
      value: summary?.permits.suspended ?? 0,
      color: (summary?.permits.suspended ?? 0) > 0 ? WARNING : undefined,
    },
  ];
  return (
    <Row gutter={[12, 12]} data-testid="dashboard-stats">
      {figures.map((figure) =>
        failed ? (
          <Stat
            key={figure.testId}
            testId={figure.testId}
            title={figure.title}
            value={NOT_LOADED}
            note={t('stats.unavailable')}
            loading={false}
          />
        ) : (
          <Stat key={figure.testId} {...figure} loading={loading} />
        ),
      )}
    </Row>
  );
}
