import { permissions } from '@siteguard/contracts';
import { useQuery } from '@tanstack/react-query';
import { Col, List, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../../components/format/dateTime';
import { usePermission } from '../../../shell/permission';
import { TODO_PATH } from '../../notifications';
import { todoPageOptions } from '../../workflow';
import { HOME_BLOCK_SIZE } from '../api';
import { HomeBlock } from './HomeBlock';

/** The user's open workflow tasks (kept live by the shell's `wfTask` subscription); each opens the to-do list. */
export function TasksBlock() {
  const allowed = usePermission(permissions.flowableTask.todoPage);
  return allowed ? (
    <Col xs={24} lg={8}>
      <Tasks />
    </Col>
  ) : null;
}

function Tasks() {
  const { t } = useTranslation('home');
  const { data, isPending, isError, refetch } = useQuery(
    todoPageOptions({ pageNo: 1, pageSize: HOME_BLOCK_SIZE }),
  );
  const rows = data?.rows ?? [];
  return (
    <HomeBlock
      title={t('tasks.title')}
      testId="home-tasks"
      loading={isPending}
      error={isError}
      empty={rows.length === 0 && t('tasks.none')}
      onRetry={() => void refetch()}
      extra={
        data && data.totalRows > 0 ? (
          <Link to={TODO_PATH}>{t('tasks.all', { count: data.totalRows })}</Link>
        ) : null
      }
    >
      <List
        size="small"
        dataSource={rows}
        renderItem={(task) => (
          <List.Item key={task.id}>
            <List.Item.Meta
              title={
                <Link to={TODO_PATH}>
                  {task.name} · {task.instanceTitle}
                </Link>
              }
              description={
                <Typography.Text type="secondary">{formatDateTime(task.createdAt)}</Typography.Text>
              }
            />
          </List.Item>
        )}
      />
    </HomeBlock>
  );
}
