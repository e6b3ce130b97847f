import type { WfTaskRow } from '@siteguard/contracts';
import { Empty, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../components/format/dateTime';
import styles from './NotificationBell.module.css';

/** The seeded 'to do' menu's path, where the bell's tasks lead. */
export const TODO_PATH = '/flowable/task/todo';

/** The bell's newest tasks to do; each, and the footer, lead to the to-do list. */
export function TaskBellList({
  rows,
  count,
  pending,
  onNavigate,
}: {
  rows: WfTaskRow[];
  count: number;
  pending: boolean;
  onNavigate: () => void;
}) {
  const { t } = useTranslation('workflow');
  if (pending) return <Spin size="small" />;
  if (rows.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('bell.empty')} />;
  return (
    <>
      <ul className={styles.list} data-testid="bell-tasks">
        {rows.map((task) => (
          <li key={task.id} className={styles.item}>
            <Link to={TODO_PATH} onClick={onNavigate} className={styles.noticeButton}>
              <Typography.Text strong className={styles.message} title={task.instanceTitle}>
                {task.name} · {task.instanceTitle}
              </Typography.Text>
              <Typography.Text type="secondary" className={styles.time}>
                {formatDateTime(task.createdAt)}
              </Typography.Text>
            </Link>
          </li>
        ))}
      </ul>
      <div className={styles.footer}>
        <Link to={TODO_PATH} onClick={onNavigate}>
          {t('bell.all')} ({count})
        </Link>
      </div>
    </>
  );
}
