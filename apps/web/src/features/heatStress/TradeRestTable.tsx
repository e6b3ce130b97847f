import { type HeatStressRow, WORKLOAD_NAMES } from '@siteguard/contracts';
import { Empty, Table, type TableColumnsType, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { currentLang } from '../../i18n/i18n';
import { RestMinutesCell } from './RestMinutesCell';

/** Trade, workload, wearers on site, rest per hour or STOP, how many must stop. */
export function TradeRestTable({ rows, loading }: { rows: HeatStressRow[]; loading: boolean }) {
  const { t } = useTranslation('heatStress');
  const lang = currentLang();
  const columns: TableColumnsType<HeatStressRow> = [
    {
      title: t('trades.trade'),
      dataIndex: 'trade',
      render: (_, row) =>
        row.trade ?? <Typography.Text type="secondary">{t('trades.noTrade')}</Typography.Text>,
    },
    {
      title: t('trades.workload'),
      dataIndex: 'workload',
      render: (_, row) =>
        row.workload ? (
          WORKLOAD_NAMES[row.workload][lang]
        ) : (
          <Typography.Text type="secondary">{t('trades.noWorkload')}</Typography.Text>
        ),
    },
    { title: t('trades.onSite'), dataIndex: 'onSite', align: 'right', width: 100 },
    {
      title: t('trades.rest'),
      dataIndex: 'rest',
      width: 160,
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
