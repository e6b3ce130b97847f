import { type HeatStressRow, WORKLOAD_NAMES } from '@siteguard/contracts';
import { Empty, Grid, Table, type TableColumnsType, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { currentLang } from '../../i18n/i18n';
import { RestMinutesCell } from './RestMinutesCell';

/** Trade, workload, wearers on site, rest per hour or STOP, how many must stop. */
export function TradeRestTable({ rows, loading }: { rows: HeatStressRow[]; loading: boolean }) {
  const { t } = useTranslation('heatStress');
  const lang = currentLang();
  // On a phone the workload goes under the trade, so the rest column stays on screen.
  const wide = Grid.useBreakpoint().sm ?? true;
  const workloadText = (row: HeatStressRow) =>
    row.workload ? (
      WORKLOAD_NAMES[row.workload][lang]
    ) : (
      <Typography.Text type="secondary">{t('trades.noWorkload')}</Typography.Text>
    );
  const workloadCell = (_: unknown, row: HeatStressRow) => workloadText(row);
  const columns: TableColumnsType<HeatStressRow> = [
    {
      title: t('trades.trade'),
      key: 'trade',
      render: (_, row) => (
        <>
          {row.trade ?? <Typography.Text type="secondary">{t('trades.noTrade')}</Typography.Text>}
          {!wide && <div style={{ fontSize: 12 }}>{workloadText(row)}</div>}
        </>
      ),
    },
    ...(wide ? [{ title: t('trades.workload'), key: 'workload', render: workloadCell }] : []),
    { title: t('trades.onSite'), dataIndex: 'onSite', align: 'right', width: wide ? 100 : undefined },
    {
      title: wide ? t('trades.rest') : t('trades.restShort'),
      dataIndex: 'rest',
      width: wide ? 160 : undefined,
      render: (_, row) => <RestMinutesCell rest={row.rest} />,
    },
    {
      title: t('trades.mustStop'),
      dataIndex: 'mustStop',
      align: 'right',
      width: 120,
      responsive: ['sm'],
      render: (_, row) => (row.mustStop > 0 ? <Typography.Text strong>{row.mustStop}</Typography.Text> : 0),
    },
  ];
  return (
    <Table<HeatStressRow>
      data-testid="heat-trade-table"
      rowKey={(row) => `${row.trade ?? ''}|${row.workload ?? ''}`}
      size="middle"
      columns={columns}
      dataSource={rows}
      loading={loading}
      pagination={false}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('trades.empty')} /> }}
    />
  );
}
