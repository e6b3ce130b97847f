import { permissions } from '@siteguard/contracts';
import { useQuery } from '@tanstack/react-query';
import { Badge, Card, Col, Flex, Row, Select, Space, Typography } from 'antd';
import dayjs from 'dayjs';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ForbiddenPage } from '../../shell/exception/ForbiddenPage';
import { usePermission } from '../../shell/permission';
import { useAfterPaint } from '../../shell/useAfterPaint';
import { dashboardSummaryOptions } from './api';
import { DevicesCard } from './cards/DevicesCard';
import { SiteWeatherCard } from './cards/SiteWeatherCard';
import { StatCards } from './cards/StatCards';
import { useDashboardLiveUpdates } from './useDashboardLiveUpdates';

// The charts (@ant-design/plots, the page's heaviest code) load after the figures are drawn (useAfterPaint).
const OpenAlertsCard = lazy(async () => ({
  default: (await import('./cards/OpenAlertsCard')).OpenAlertsCard,
}));
const MonthBarsCard = lazy(async () => ({ default: (await import('./cards/MonthBarsCard')).MonthBarsCard }));
const TagCloudCard = lazy(async () => ({ default: (await import('./cards/TagCloudCard')).TagCloudCard }));
const chartLoading = <Card size="small" loading style={{ height: '100%', minHeight: 320 }} />;

/** A chart card's place: a loading card until the figures are drawn, then the card as its code arrives. */
function ChartSlot({ shown, children }: { shown: boolean; children: ReactNode }) {
  return shown ? <Suspense fallback={chartLoading}>{children}</Suspense> : chartLoading;
}

/** /dashboard/index: a site's (or every site's) live figures, open alerts, month bars and tag cloud. */
export function DashboardPage() {
  // The route is fixed (not only a menu's): a user without the dashboard sees 403, not failing calls.
  return usePermission(permissions.dashboard.view) ? <Dashboard /> : <ForbiddenPage />;
}

function Dashboard() {
  const { t } = useTranslation('dashboard');
  const [site, setSite] = useState<string | undefined>();
  useDashboardLiveUpdates();
  const summary = useQuery(dashboardSummaryOptions(site));
  const data = summary.data;
  const retry = () => void summary.refetch();
  const chartsShown = useAfterPaint(!summary.isPending);
  // The month bars have their own permission (analysis:monthBar): hidden rather than a 403 toast.
  const canSeeMonth = usePermission(permissions.analysis.monthBar);
  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }} data-testid="dashboard">
      <Flex wrap gap={8} justify="space-between" align="center">
        <Space wrap>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {t('title')}
          </Typography.Title>
          <Badge status="processing" text={t('live')} />
        </Space>
        <Space wrap>
          {data ? (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t('updatedAt', { time: dayjs(data.generatedAt).format('HH:mm:ss') })}
            </Typography.Text>
          ) : null}
          <Select<string>
            aria-label={t('site')}
            data-testid="site-picker"
            style={{ minWidth: 180 }}
            value={site ?? ''}
            onChange={(value) => setSite(value || undefined)}
            options={[
              { value: '', label: t('allSites') },
              ...(data?.sites ?? []).map((name) => ({ value: name, label: name })),
            ]}
          />
        </Space>
      </Flex>
      <StatCards summary={data} loading={summary.isPending} failed={summary.isError && !data} />
      <Row gutter={[12, 12]}>
        <Col xs={24} lg={10}>
          <DevicesCard
            devices={data?.devices}
            loading={summary.isPending}
            error={summary.isError}
            onRetry={retry}
          />
        </Col>
        <Col xs={24} lg={14}>
          <ChartSlot shown={chartsShown}>
            <OpenAlertsCard
              rows={data?.alerts.byType}
              loading={summary.isPending}
              error={summary.isError}
              onRetry={retry}
            />
          </ChartSlot>
        </Col>
        <Col xs={24} md={12} xl={8}>
          <SiteWeatherCard />
        </Col>
        {canSeeMonth ? (
          <Col xs={24} md={12} xl={16}>
            <ChartSlot shown={chartsShown}>
              <MonthBarsCard site={site} />
            </ChartSlot>
          </Col>
        ) : null}
        <Col xs={24} xl={canSeeMonth ? 24 : 16}>
          <ChartSlot shown={chartsShown}>
            <TagCloudCard site={site} />
          </ChartSlot>
        </Col>
      </Row>
    </Space>
  );
}
