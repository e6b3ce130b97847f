import { ReloadOutlined } from '@ant-design/icons';
import type { SysTimerRow, SysTimerRunRow } from '@siteguard/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Drawer, Table, Tag, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../components/format/dateTime';
import { timerRunsOptions } from './api';
import { RunResultTag } from './RunResultTag';
import { formatDuration, runDurationMs } from './runDuration';

const PAGE_SIZE = 10;

/** A timer's run history, newest first, a page at a time. */
export function TimerRunsDrawer({ timer, onClose }: { timer: SysTimerRow; onClose: () => void }) {
  const { t } = useTranslation('system');
  const [pageNo, setPageNo] = useState(1);
  const runs = useQuery({
    ...timerRunsOptions(timer.id, pageNo, PAGE_SIZE),
    placeholderData: keepPreviousData,
  });

  return (
    <Drawer
      open
      title={t('timer.runsTitle', { name: timer.name })}
      width={860}
      onClose={onClose}
      destroyOnHidden
      extra={
        <Tooltip title={t('timer.refresh')}>
          <Button
            icon={<ReloadOutlined />}
            aria-label={t('timer.refresh')}
            loading={runs.isFetching}
            onClick={() => void runs.refetch()}
          />
        </Tooltip>
      }
    >
      <Table<SysTimerRunRow>
        rowKey="id"
        size="small"
        loading={runs.isLoading}
        dataSource={runs.data?.rows ?? []}
        locale={{ emptyText: t('timer.noRuns') }}
        pagination={{
          current: pageNo,
          pageSize: PAGE_SIZE,
          total: runs.data?.totalRows ?? 0,
          showSizeChanger: false,
          hideOnSinglePage: true,
          onChange: setPageNo,
        }}
        columns={[
          {
            title: t('timer.startedAt'),
            dataIndex: 'startedAt',
            key: 'startedAt',
            width: 170,
            render: (_, run) => formatDateTime(run.startedAt),
          },
          {
            title: t('timer.trigger'),
            dataIndex: 'trigger',
            key: 'trigger',
            width: 90,
            render: (_, run) =>
              run.trigger === 'manual' ? (
                <Tag color="blue">{t('timer.triggerManual')}</Tag>
              ) : (
                <Tag>{t('timer.triggerSchedule')}</Tag>
              ),
          },
          {
            title: t('timer.duration'),
            key: 'duration',
            width: 100,
            align: 'right',
            render: (_, run) => {
              const ms = runDurationMs(run);
              return ms === null ? '-' : formatDuration(ms);
            },
          },
          {
            title: t('timer.result'),
            dataIndex: 'success',
            key: 'success',
            width: 90,
            render: (_, run) => <RunResultTag success={run.success} />,
          },
          {
            title: t('timer.message'),
            dataIndex: 'message',
            key: 'message',
            render: (_, run) => (
              <Typography.Paragraph style={{ margin: 0 }} ellipsis={{ rows: 2, tooltip: run.message }}>
                {run.message ?? '-'}
              </Typography.Paragraph>
            ),
          },
        ]}
      />
    </Drawer>
  );
}
