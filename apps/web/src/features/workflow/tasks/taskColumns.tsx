import type { ProColumns } from '@ant-design/pro-components';
import type { WfTaskRow } from '@siteguard/contracts';
import { Tag, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { formatDateTime } from '../../../components/format/dateTime';
import { TaskStatusTag } from '../shared/StatusTags';

/** The columns both task lists share; `done` adds when and how it was handled. */
export function taskColumns(
  t: TFunction<'workflow'>,
  open: (row: WfTaskRow) => void,
  done: boolean,
): ProColumns<WfTaskRow>[] {
  const columns: ProColumns<WfTaskRow>[] = [
    {
      title: t('tasks.keyword'),
      dataIndex: 'keyword',
      hideInTable: true,
      fieldProps: { placeholder: t('tasks.keywordPlaceholder'), maxLength: 100 },
    },
    {
      title: t('tasks.name'),
      dataIndex: 'name',
      search: false,
      width: 180,
      render: (_, row) => <Typography.Link onClick={() => open(row)}>{row.name}</Typography.Link>,
    },
    { title: t('tasks.instance'), dataIndex: 'instanceTitle', search: false, ellipsis: true, width: 240 },
    { title: t('tasks.model'), dataIndex: 'modelName', search: false, width: 160 },
    { title: t('tasks.starter'), dataIndex: 'starterName', search: false, width: 110 },
  ];
  if (done) {
    columns.push(
      {
        title: t('tasks.outcome'),
        dataIndex: 'status',
        search: false,
        width: 100,
        render: (_, row) => <TaskStatusTag status={row.status} />,
      },
      {
        title: t('tasks.completedAt'),
        dataIndex: 'completedAt',
        search: false,
        width: 170,
        render: (_, row) => (row.completedAt ? formatDateTime(row.completedAt) : '-'),
      },
    );
  } else {
    columns.push(
      {
        title: t('tasks.assignee'),
        dataIndex: 'assigneeName',
        search: false,
        width: 120,
        render: (_, row) => row.assigneeName ?? <Tag color="gold">{t('tasks.unclaimed')}</Tag>,
      },
      {
        title: t('tasks.createdAt'),
        dataIndex: 'createdAt',
        search: false,
        width: 170,
        render: (_, row) => formatDateTime(row.createdAt),
      },
      {
        title: t('tasks.dueAt'),
        dataIndex: 'dueAt',
        search: false,
        width: 190,
        render: (_, row) =>
          row.dueAt ? (
            <span>
              {formatDateTime(row.dueAt)}{' '}
              {new Date(row.dueAt) < new Date() && <Tag color="red">{t('tasks.overdue')}</Tag>}
            </span>
          ) : (
            '-'
          ),
      },
    );
  }
  columns.push({
    title: t('tasks.actions'),
    key: 'actions',
    search: false,
    fixed: 'right',
    width: 90,
    render: (_, row) => (
      <Typography.Link onClick={() => open(row)}>
        {done ? t('tasks.view') : t('tasks.handle')}
      </Typography.Link>
    ),
  });
  return columns;
}
