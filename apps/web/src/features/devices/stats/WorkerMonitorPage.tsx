import { type WorkerStatusRow, workerMonitorApi } from '@siteguard/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  Badge,
  Card,
  Col,
  Empty,
  Input,
  Pagination,
  Progress,
  Row,
  Space,
  Spin,
  Tag,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callEndpoint } from '../../../api/client';
import { formatDateTime } from '../../../components/format/dateTime';
import { useDeviceAlertLiveUpdates } from '../alerts/useDeviceAlertLiveUpdates';

const PAGE_SIZE = 24;

/** devices/workers/Monitoring: a card per worker, those with critical alerts first; live. */
export function WorkerMonitorPage() {
  const { t } = useTranslation('devices');
  const [keyword, setKeyword] = useState('');
  const [pageNo, setPageNo] = useState(1);
  useDeviceAlertLiveUpdates();
  const { data, isPending } = useQuery({
    // Under the alert prefix: an alert event refreshes the board at once.
    queryKey: ['deviceAlert', 'workerBoard', keyword, pageNo],
    queryFn: ({ signal }) =>
      callEndpoint(workerMonitorApi.page, {
        query: { pageNo, pageSize: PAGE_SIZE, ...(keyword ? { keyword } : {}) },
        signal,
      }),
    refetchInterval: 10_000,
    placeholderData: keepPreviousData,
  });
  return (
    <Card
      title={t('monitor.title')}
      extra={
        <Space>
          <Typography.Text type="secondary">{t('monitor.refreshing')}</Typography.Text>
          <Input.Search
            allowClear
            placeholder={t('monitor.keywordPlaceholder')}
            maxLength={100}
            style={{ width: 240 }}
            onSearch={(value) => {
              setKeyword(value.trim());
              setPageNo(1);
            }}
          />
        </Space>
      }
    >
      {isPending ? (
        <Spin />
      ) : (data?.rows.length ?? 0) === 0 ? (
        <Empty description={t('monitor.empty')} />
      ) : (
        <>
          <Row gutter={[16, 16]} data-testid="worker-board">
            {data?.rows.map((row) => (
              <Col key={row.wearerId} xs={24} sm={12} lg={8} xxl={6}>
                <WorkerCard row={row} />
              </Col>
            ))}
          </Row>
          <Pagination
            style={{ marginTop: 16, textAlign: 'right' }}
            current={pageNo}
            pageSize={PAGE_SIZE}
            total={data?.totalRows ?? 0}
            showSizeChanger={false}
            onChange={setPageNo}
          />
        </>
      )}
    </Card>
  );
}

function WorkerCard({ row }: { row: WorkerStatusRow }) {
  const { t } = useTranslation('devices');
  const vitals = row.vitals ?? {};
  const number = (key: string) => (typeof vitals[key] === 'number' ? (vitals[key] as number) : undefined);
  const critical = row.openCritical > 0;
  return (
    <Card
      size="small"
      style={critical ? { borderColor: '#ff4d4f', boxShadow: '0 0 0 1px #ff4d4f' } : undefined}
      title={
        <Space direction="vertical" size={0}>
          <Typography.Text strong>{row.fullName}</Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {[row.trade, row.site, row.area].filter(Boolean).join(' · ') || '-'}
          </Typography.Text>
        </Space>
      }
      extra={
        row.deviceId ? (
          <Badge
            status={row.online ? 'success' : 'default'}
            text={row.online ? t('registry.online') : t('registry.offline')}
          />
        ) : null
      }
    >
      {!row.deviceId ? (
        <Typography.Text type="secondary">{t('monitor.noWatch')}</Typography.Text>
      ) : (
        <Space direction="vertical" size={6} style={{ width: '100%' }}>
          <Space wrap size={[12, 4]}>
            <span>
              {t('monitor.hr')} <b>{number('hr') ?? '-'}</b>
            </span>
            <span>
              {t('monitor.spo2')} <b>{number('spo2') ?? '-'}</b>
            </span>
            <span>
              {t('monitor.temp')} <b>{number('temp') ?? '-'}</b>
            </span>
            <span>
              {t('monitor.bp')}{' '}
              <b>{number('sbp') !== undefined ? `${number('sbp')}/${number('dbp') ?? '-'}` : '-'}</b>
            </span>
            {vitals.worn === false && <Tag color="orange">{t('monitor.notWorn')}</Tag>}
          </Space>
          {row.battery !== null && (
            <Progress
              percent={Math.round(row.battery)}
              size="small"
              status={row.battery < 20 ? 'exception' : 'normal'}
            />
          )}
          <Space wrap>
            {row.openAlerts > 0 ? (
              <Tag color={critical ? 'red' : 'orange'}>
                {t('monitor.openAlerts', { count: row.openAlerts })}
              </Tag>
            ) : (
              <Tag color="green">{t('monitor.noAlerts')}</Tag>
            )}
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {row.lastSeenAt
                ? t('monitor.lastSeen', { time: formatDateTime(row.lastSeenAt) })
                : t('registry.neverSeen')}
            </Typography.Text>
          </Space>
        </Space>
      )}
    </Card>
  );
}
