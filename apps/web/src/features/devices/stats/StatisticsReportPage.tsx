import { FileExcelOutlined, FilePdfOutlined } from '@ant-design/icons';
import { permissions, type WatchStatisticsRow } from '@siteguard/contracts';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Card, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveBlob } from '../../../components/export';
import { Can } from '../../../shell/permission';
import { useServerError } from '../../system/shared/useServerError';
import { statisticsExport, statisticsOptions } from '../api';
import { AnalysisFilters, useAnalysisFilters } from './AnalysisFilters';

/** devices/watches/StatisticsReport: the spec's statistics, a row a day, with totals; PDF and Excel. */
export function StatisticsReportPage() {
  const { t } = useTranslation('devices');
  const { message } = App.useApp();
  const report = useServerError();
  const { query, setQuery } = useAnalysisFilters(7);
  const { data, isPending } = useQuery(statisticsOptions(query));
  const [busy, setBusy] = useState<'pdf' | 'xlsx' | null>(null);
  const rows = data ?? [];
  const download = async (format: 'pdf' | 'xlsx') => {
    setBusy(format);
    try {
      const file = await statisticsExport(query, format);
      saveBlob(file);
      void message.success(t('report.exported', { name: file.filename }));
    } catch (error) {
      report(error);
    } finally {
      setBusy(null);
    }
  };
  const sum = (key: keyof WatchStatisticsRow) => rows.reduce((total, row) => total + Number(row[key]), 0);
  return (
    <>
      <AnalysisFilters
        query={query}
        onChange={setQuery}
        extra={
          <Can code={permissions.swStatistics.export}>
            <Button
              icon={<FilePdfOutlined />}
              loading={busy === 'pdf'}
              onClick={() => void download('pdf')}
              data-testid="report-pdf"
            >
              {t('report.exportPdf')}
            </Button>
            <Button
              icon={<FileExcelOutlined />}
              loading={busy === 'xlsx'}
              onClick={() => void download('xlsx')}
              data-testid="report-xlsx"
            >
              {t('report.exportExcel')}
            </Button>
          </Can>
        }
      />
      <Card size="small" title={t('report.title')}>
        <Table<WatchStatisticsRow>
          rowKey="date"
          size="small"
          loading={isPending}
          dataSource={rows}
          pagination={false}
          scroll={{ x: 760 }}
          columns={[
            { title: t('report.date'), dataIndex: 'date', width: 120 },
            { title: t('report.quantity'), dataIndex: 'quantity', align: 'right' },
            { title: t('report.totalAlerts'), dataIndex: 'totalAlerts', align: 'right' },
            { title: t('report.onlineCount'), dataIndex: 'onlineCount', align: 'right' },
            { title: t('report.offlineCount'), dataIndex: 'offlineCount', align: 'right' },
            { title: t('report.totalUsage'), dataIndex: 'totalUsage', align: 'right' },
            { title: t('report.totalWatches'), dataIndex: 'totalWatches', align: 'right' },
          ]}
          summary={() =>
            rows.length > 0 && (
              <Table.Summary.Row style={{ fontWeight: 600 }}>
                <Table.Summary.Cell index={0}>{t('report.total')}</Table.Summary.Cell>
                <Table.Summary.Cell index={1} align="right">
                  {sum('quantity')}
                </Table.Summary.Cell>
                <Table.Summary.Cell index={2} align="right">
                  {sum('totalAlerts')}
                </Table.Summary.Cell>
                <Table.Summary.Cell index={3} align="right">
                  {sum('onlineCount')}
                </Table.Summary.Cell>
                <Table.Summary.Cell index={4} align="right">
                  {sum('offlineCount')}
                </Table.Summary.Cell>
                <Table.Summary.Cell index={5} align="right">
                  {Math.round(sum('totalUsage') * 10) / 10}
                </Table.Summary.Cell>
                <Table.Summary.Cell index={6} align="right">
                  {rows.at(-1)?.totalWatches ?? 0}
                </Table.Summary.Cell>
              </Table.Summary.Row>
            )
          }
        />
      </Card>
    </>
  );
}
