import { FileExcelOutlined } from '@ant-design/icons';
import { Bar, Column } from '@ant-design/plots';
import {
  CCTV_ALERT_TYPE_NAMES,
  type CctvStatisticsQuery,
  CRITICAL_CCTV_ALERT_TYPES,
  permissions,
} from '@siteguard/contracts';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Card, Col, Empty, Row, Statistic } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { countScaleY } from '../../components/charts/countAxis';
import { saveBlob } from '../../components/export';
import { currentLang } from '../../i18n/i18n';
import { Can } from '../../shell/permission';
import { AnalysisFilters, lastDays } from '../devices/stats/AnalysisFilters';
import { useServerError } from '../system/shared/useServerError';
import { cctvStatisticsExport, cctvStatisticsOptions, useCctvAlertLiveUpdates } from './api';
import { fillDays, topCameras, typesByCount } from './cctvQuery';

const CHART_HEIGHT = 280;
const WARNING = '#fa8c16';
const CRITICAL = '#cf1322';

/** The date range (at most a year, up to today in Hong Kong) and the export of that range. */
function RangeFilter({
  query,
  onChange,
}: {
  query: CctvStatisticsQuery;
  onChange: (query: CctvStatisticsQuery) => void;
}) {
  const { t } = useTranslation('cctv');
  const { message } = App.useApp();
  const report = useServerError();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const file = await cctvStatisticsExport(query);
      saveBlob(file);
      void message.success(t('stats.exported', { name: file.filename }));
    } catch (error) {
      report(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <AnalysisFilters
      query={query}
      onChange={onChange}
      siteFilter={false}
      extra={
        <Can code={permissions.cctvStatistics.export}>
          <Button
            icon={<FileExcelOutlined />}
            loading={busy}
            onClick={() => void download()}
            data-testid="cctv-stats-xlsx"
          >
            {t('stats.exportExcel')}
          </Button>
        </Can>
      }
    />
  );
}

/** devices/cctv/Statistics: CCTV alerts over a date range (default the last 14 days), live. */
export function CctvStatisticsPage() {
  const { t } = useTranslation('cctv');
  const lang = currentLang();
  const [query, setQuery] = useState<CctvStatisticsQuery>(() => lastDays(14));
  useCctvAlertLiveUpdates();
  const { data, isPending } = useQuery(cctvStatisticsOptions(query));
  const hasAlerts = (data?.total ?? 0) > 0;
  const empty = (height: number) => (
    <Empty
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      description={t('stats.noData')}
      style={{ height: height - 40, display: 'flex', flexDirection: 'column', justifyContent: 'center' }}
    />
  );
  const levels = { warning: t('alerts.levels.warning'), critical: t('alerts.levels.critical') };
  const byType = typesByCount(data?.byType ?? []).map((row) => ({
    type: CCTV_ALERT_TYPE_NAMES[row.type][lang],
    level: CRITICAL_CCTV_ALERT_TYPES.includes(row.type) ? levels.critical : levels.warning,
    count: row.count,
  }));
  const byDay = fillDays(data?.byDay ?? [], query.from, query.to).map((row) => ({
    day: row.day.slice(5),
    count: row.count,
  }));
  const byCamera = topCameras(data?.byCamera ?? []).map((row) => ({
    camera: row.cameraName || '-',
    count: row.count,
  }));
  // Counts are whole: no ticks at 0.5.
  const countAxis = { title: false as const, tickFilter: (value: number) => Number.isInteger(value) };
  // The two charts side by side share a height, enough for a bar per type.
  const chartHeight = Math.max(CHART_HEIGHT, byType.length * 26 + 70);
  return (
    <>
      <RangeFilter query={query} onChange={setQuery} />
      <Row gutter={[16, 16]} data-testid="cctv-statistics">
        <Col xs={12} md={12}>
          <Card size="small" loading={isPending}>
            <Statistic title={t('stats.total')} value={data?.total ?? 0} />
          </Card>
        </Col>
        <Col xs={12} md={12}>
          <Card size="small" loading={isPending}>
            <Statistic
              title={t('stats.unviewed')}
              value={data?.unviewed ?? 0}
              valueStyle={{ color: (data?.unviewed ?? 0) > 0 ? WARNING : undefined }}
            />
          </Card>
        </Col>
        <Col xs={24} lg={10}>
          <Card size="small" title={t('stats.byType')} loading={isPending}>
            {!hasAlerts || byType.length === 0 ? (
              empty(CHART_HEIGHT)
            ) : (
              <Bar
                data={byType}
                xField="type"
                yField="count"
                colorField="level"
                height={chartHeight}
                scale={{
                  ...countScaleY,
                  color: { domain: [levels.warning, levels.critical], range: [WARNING, CRITICAL] },
                }}
                axis={{ x: { title: false }, y: countAxis }}
                legend={{ color: { position: 'bottom' } }}
              />
            )}
          </Card>
        </Col>
        <Col xs={24} lg={14}>
          <Card size="small" title={t('stats.byDay')} loading={isPending}>
            {!hasAlerts ? (
              empty(CHART_HEIGHT)
            ) : (
              <Column
                data={byDay}
                xField="day"
                yField="count"
                scale={countScaleY}
                height={chartHeight}
                style={{ fill: WARNING, maxWidth: 40 }}
                axis={{ x: { title: false }, y: countAxis }}
              />
            )}
          </Card>
        </Col>
        <Col xs={24}>
          <Card size="small" title={t('stats.byCamera')} loading={isPending}>
            {!hasAlerts || byCamera.length === 0 ? (
              empty(160)
            ) : (
              <Bar
                data={byCamera}
                xField="camera"
                yField="count"
                scale={countScaleY}
                height={Math.max(140, byCamera.length * 36 + 40)}
                style={{ fill: '#1677ff', maxWidth: 28 }}
                axis={{ x: { title: false }, y: countAxis }}
              />
            )}
          </Card>
        </Col>
      </Row>
    </>
  );
}
