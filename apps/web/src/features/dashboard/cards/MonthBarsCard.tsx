import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Column } from '@ant-design/plots';
import { shiftMonth, siteMonthOf } from '@siteguard/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, DatePicker, Space } from 'antd';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { countScaleY } from '../../../components/charts/countAxis';
import { monthBarOptions } from '../api';
import { monthColumns, monthIsEmpty } from '../dashboardData';
import { CardState } from './CardState';

const HEIGHT = 280;

/** GET /analysis/month-bar as grouped columns: alerts, permits raised and in force per day of a month. */
export function MonthBarsCard({ site }: { site: string | undefined }) {
  const { t } = useTranslation('dashboard');
  const [month, setMonth] = useState(() => siteMonthOf(Date.now()));
  const { data, isPending, isError, refetch } = useQuery(monthBarOptions(month, site));
  const columns = useMemo(
    () => monthColumns(data?.days ?? [], (series) => t(`month.series.${series}`)),
    [data, t],
  );
  const picker = (
    <Space.Compact size="small">
      <Button
        icon={<LeftOutlined />}
        aria-label={t('month.previous')}
        onClick={() => setMonth(shiftMonth(month, -1))}
      />
      <DatePicker
        picker="month"
        size="small"
        allowClear={false}
        aria-label={t('month.pick')}
        value={dayjs(`${month}-01`)}
        onChange={(value) => value && setMonth(value.format('YYYY-MM'))}
        style={{ width: 110 }}
        data-testid="month-picker"
      />
      <Button
        icon={<RightOutlined />}
        aria-label={t('month.next')}
        onClick={() => setMonth(shiftMonth(month, 1))}
      />
    </Space.Compact>
  );
  return (
    <Card
      size="small"
      title={t('month.title')}
      extra={picker}
      style={{ height: '100%' }}
      data-testid="month-bars"
    >
      {isPending ? (
        <Card loading bordered={false} style={{ height: HEIGHT }} />
      ) : (
        <CardState
          error={isError}
          empty={!!data && monthIsEmpty(data.days) && t('month.none')}
          onRetry={() => void refetch()}
          height={HEIGHT}
        >
          <Column
            data={columns}
            xField="day"
            yField="count"
            scale={countScaleY}
            colorField="series"
            group
            height={HEIGHT}
            legend={{ color: { position: 'top' } }}
            axis={{ x: { labelAutoHide: true }, y: { tickFilter: (tick: number) => Number.isInteger(tick) } }}
          />
        </CardState>
      )}
    </Card>
  );
}
