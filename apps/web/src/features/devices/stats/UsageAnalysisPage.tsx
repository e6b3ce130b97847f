import { Bar, Column, Line, Pie } from '@ant-design/plots';
import { useQuery } from '@tanstack/react-query';
import { Card, Col, Empty, Row, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { usageOptions } from '../api';
import { AnalysisFilters, useAnalysisFilters } from './AnalysisFilters';

const HEIGHT = 260;

/** devices/watches/UsageAnalysis: online and offline now, watches online and hours worn per day, the most worn. */
export function UsageAnalysisPage() {
  const { t } = useTranslation('devices');
  const { query, setQuery } = useAnalysisFilters();
  const { data, isPending } = useQuery(usageOptions(query));
  const days = data?.days ?? [];
  const noData = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('charts.noData')} />;
  const online = data
    ? [
        { state: t('usage.online'), count: data.online },
        { state: t('usage.offline'), count: data.offline },
      ]
    : [];
  return (
    <>
      <AnalysisFilters query={query} onChange={setQuery} />
      <Row gutter={[16, 16]} data-testid="usage-charts">
        <Col xs={24} lg={8}>
          <Card size="small" title={t('usage.onlineNow')} loading={isPending}>
            <Row>
              <Col span={12}>
                <Statistic
                  title={t('usage.online')}
                  value={data?.online ?? 0}
                  valueStyle={{ color: '#389e0d' }}
                />
              </Col>
              <Col span={12}>
                <Statistic title={t('usage.offline')} value={data?.offline ?? 0} />
              </Col>
            </Row>
            {online.some((row) => row.count > 0) ? (
              <Pie
                data={online}
                angleField="count"
                colorField="state"
                innerRadius={0.6}
                height={200}
                scale={{ color: { range: ['#52c41a', '#bfbfbf'] } }}
              />
            ) : (
              noData
            )}
          </Card>
        </Col>
        <Col xs={24} lg={16}>
          <Card size="small" title={t('usage.hoursByDay')} loading={isPending}>
            {days.length === 0 ? (
              noData
            ) : (
              <Column
                data={days.map((day) => ({ day: day.date.slice(5), hours: day.totalUsage }))}
                xField="day"
                yField="hours"
                height={HEIGHT}
              />
            )}
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card size="small" title={t('usage.onlineByDay')} loading={isPending}>
            {days.length === 0 ? (
              noData
            ) : (
              <Line
                data={days.flatMap((day) => [
                  { day: day.date.slice(5), state: t('usage.online'), count: day.onlineCount },
                  { day: day.date.slice(5), state: t('usage.offline'), count: day.offlineCount },
                ])}
                xField="day"
                yField="count"
                colorField="state"
                height={HEIGHT}
                scale={{ color: { range: ['#52c41a', '#bfbfbf'] } }}
              />
            )}
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card size="small" title={t('usage.topDevices')} loading={isPending}>
            {(data?.topDevices.length ?? 0) === 0 ? (
              noData
            ) : (
              <Bar data={data?.topDevices ?? []} xField="name" yField="hours" height={HEIGHT} />
            )}
          </Card>
        </Col>
      </Row>
    </>
  );
}
