import type { ProColumns } from '@ant-design/pro-components';
import type { SysTimerRow } from '@siteguard/contracts';
import { Badge, Space, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { formatDateTime } from '../../../components/format/dateTime';
import { RunResultTag } from './RunResultTag';
import { TimerRowActions, type TimerRowHandlers } from './TimerRowActions';

const time = (value: string | null) => (value ? formatDateTime(value) : '-');

/** The timer list's columns; its one filter is a name keyword. */
export function timerColumns(t: TFunction<'system'>, handlers: TimerRowHandlers): ProColumns<SysTimerRow>[] {
  return [
    {
      title: t('timer.name'),
      dataIndex: 'keyword',
      hideInTable: true,
      fieldProps: { placeholder: t('timer.keywordPlaceholder'), maxLength: 64 },
    },
    {
      title: t('timer.nameAndJob'),
      dataIndex: 'name',
      key: 'name',
      search: false,
      render: (_, row) => (
        // The job under the name: the list stays on screen at 1280 px without sideways scrolling.
        <div style={{ minWidth: 0 }}>
          <Typography.Text ellipsis={{ tooltip: row.name }} style={{ display: 'block' }}>
            {row.name}
          </Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {row.jobName}
          </Typography.Text>
        </div>
      ),
    },
    {
      title: t('timer.cron'),
      dataIndex: 'cron',
      key: 'cron',
      search: false,
      width: 120,
      render: (_, row) => <Typography.Text code>{row.cron}</Typography.Text>,
    },
    {
      title: t('common.status'),
      dataIndex: 'enabled',
      key: 'enabled',
      search: false,
      width: 90,
      render: (_, row) => (
        <Badge
          status={row.enabled ? 'processing' : 'default'}
          text={t(row.enabled ? 'timer.on' : 'timer.off')}
        />
      ),
    },
    {
      title: t('timer.nextRunAt'),
      dataIndex: 'nextRunAt',
      key: 'nextRunAt',
      search: false,
      width: 160,
      render: (_, row) => time(row.nextRunAt),
    },
    {
      title: t('timer.lastRunAt'),
      dataIndex: 'lastRunAt',
      key: 'lastRunAt',
      search: false,
      width: 220,
      render: (_, row) =>
        row.lastRunAt ? (
          <Space size="small">
            {time(row.lastRunAt)}
            {row.lastSuccess !== null && <RunResultTag success={row.lastSuccess} />}
          </Space>
        ) : (
          '-'
        ),
    },
    {
      title: t('common.actions'),
      key: 'actions',
      search: false,
      fixed: 'right',
      width: 270,
      render: (_, row) => <TimerRowActions timer={row} {...handlers} />,
    },
  ];
}
