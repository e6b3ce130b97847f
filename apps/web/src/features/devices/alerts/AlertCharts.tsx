import { Bar, Column, Pie } from '@ant-design/plots';
import { ALERT_TYPE_NAMES, type AlertAnalysisQuery, type AlertFamily } from '@siteguard/contracts';
import { useQuery } from '@tanstack/react-query';
import { Card, Col, Empty, Row, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { countScaleY } from '../../../components/charts/countAxis';
import { currentLang } from '../../../i18n/i18n';
import { alertAnalysisOptions } from '../api';
import { useDeviceAlertLiveUpdates } from './useDeviceAlertLiveUpdates';

const CHART_HEIGHT = 260;

/** Alerts by type, by day (warning / critical stacked) and by site, with the open counts, over the range. */
export function AlertCharts({ family, query }: { family: AlertFamily; query: AlertAnalysisQuery }) {
  const { t } = useTranslation('devices');
  const lang = currentLang();
  useDeviceAlertLiveUpdates();
  const { data, isPending } = useQuery(alertAnalysisOptions(family, query));
  const total = data?.byType.reduce((sum, row) => sum + row.count, 0) ?? 0;
  const empty = (
    <Empty
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      description={t('charts.noData')}
      style={{ height: CHART_HEIGHT - 40 }}
    />
  );
  const byType = (data?.byType ?? []).map((row) => ({
    type: ALERT_TYPE_NAMES[row.type][lang],
    count: row.count,
  }));
  const byDay = (data?.byDay ?? []).map((row) => ({
    day: row.day.slice(5),
    level: t(`alerts.levels.${row.level}`),
    count: row.count,
  }));
  const bySite = (data?.bySite ?? []).map((row) => ({ site: row.site || '-', count: row.count }));
  return (
    <Row gutter={[16, 16]} style={{ marginBottom: 16 }} data-testid="alert-charts">
      <Col xs={24} md={8}>
        <Card size="small" loading={isPending}>
          <Statistic title={t('charts.total')} value={total} />
        </Card>
      </Col>
      <Col xs={12} md={8}>
        <Card size="small" loading={isPending}>
          <Statistic title={t('charts.open')} value={data?.open ?? 0} />
        </Card>
      </Col>
      <Col xs={12} md={8}>
        <Card size="small" loading={isPending}>
          <Statistic
            title={t('charts.openCritical')}
            value={data?.openCritical ?? 0}
            valueStyle={{ color: (data?.openCritical ?? 0) > 0 ? '#cf1322' : undefined }}
          />
        </Card>
      </Col>
      <Col xs={24} lg={8}>
        <Card size="small" title={t('charts.byType')} loading={isPending}>
          {byType.length === 0 ? (
            empty
          ) : (
            <Pie
              data={byType}
              angleField="count"
              colorField="type"
              innerRadius={0.55}
              height={CHART_HEIGHT}
              legend={{ color: { position: 'right' } }}
            />
          )}
        </Card>
      </Col>
      <Col xs={24} lg={16}>
        <Card size="small" title={t('charts.byDay')} loading={isPending}>
          {byDay.length === 0 ? (
            empty
          ) : (
            <Column
              data={byDay}
              xField="day"
              yField="count"
              colorField="level"
              stack
              height={CHART_HEIGHT}
              scale={{
                ...countScaleY,
                color: {
                  domain: [t('alerts.levels.warning'), t('alerts.levels.critical')],
                  range: ['#fa8c16', '#cf1322'],
                },
              }}
            />
          )}
        </Card>
      </Col>
      <Col xs={24}>
        <Card size="small" title={t('charts.bySite')} loading={isPending}>
          {bySite.length === 0 ? (
            empty
          ) : (
            <Bar
              data={bySite}
              xField="site"
              yField="count"
              scale={countScaleY}
              height={Math.max(120, bySite.length * 36)}
            />
          )}
        </Card>
      </Col>
    </Row>
  );
}
