import type { ReceivedNotice } from '@siteguard/contracts';
import { App, Empty, Spin, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../components/format/dateTime';
import styles from './NotificationBell.module.css';
import { markNoticesRead } from './noticeBellApi';

/** The bell's unread notices, newest first; a click opens one, the footer marks all read. */
export function NoticeBellList({
  rows,
  count,
  pending,
  onOpen,
}: {
  rows: ReceivedNotice[];
  count: number;
  pending: boolean;
  onOpen: (notice: ReceivedNotice) => void;
}) {
  const { t } = useTranslation('notifications');
  const { message } = App.useApp();
  if (pending) return <Spin size="small" />;
  if (rows.length === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('notice.empty')} />;

  const markAll = () =>
    markNoticesRead({ all: true }).then(
      () => void message.success(t('notice.allMarkedRead')),
      // The request client has already shown why.
      () => undefined,
    );
  return (
    <>
      <ul className={styles.list} data-testid="bell-notices">
        {rows.map((notice) => (
          <li key={notice.id} className={styles.item}>
            <button type="button" className={styles.noticeButton} onClick={() => onOpen(notice)}>
              <Typography.Text strong className={styles.message} title={notice.title}>
                {notice.title}
              </Typography.Text>
              <span className={styles.meta}>
                <Tag bordered={false} color={notice.type === 2 ? 'purple' : 'blue'}>
                  {t(notice.type === 2 ? 'notice.type2' : 'notice.type1')}
                </Tag>
                <Typography.Text type="secondary" className={styles.time}>
                  {formatDateTime(notice.publishedAt)}
                </Typography.Text>
              </span>
            </button>
          </li>
        ))}
      </ul>
      <div className={styles.footer}>
        {count > rows.length && (
          <Typography.Text type="secondary" className={styles.time}>
            {t('notice.moreUnread', { count: count - rows.length })}
          </Typography.Text>
        )}
        <Typography.Link onClick={() => void markAll()}>{t('notice.markAllRead')}</Typography.Link>
      </div>
    </>
  );
}
