import type { HkLogRow, Page } from '@siteguard/contracts';
import { Empty, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../components/format/dateTime';
import { showsMoreLink } from './moreLink';
import styles from './NotificationBell.module.css';

/** The bell's camera exceptions (spec §9): the latest six, and 'more' to /cameras/log above ten. */
export function ExceptionBellList({ data, pending }: { data: Page<HkLogRow> | undefined; pending: boolean }) {
  const { t } = useTranslation('notifications');
  const count = data?.totalRows ?? 0;
  return (
    <>
      {pending ? (
        <Spin size="small" />
      ) : data && data.rows.length > 0 ? (
        <ul className={styles.list}>
          {data.rows.map((row) => (
            <li key={row.id} className={styles.item}>
              <Typography.Text className={styles.message} title={row.message}>
                {row.message}
              </Typography.Text>
              <Typography.Text type="secondary" className={styles.time}>
                {formatDateTime(row.occurredAt)}
              </Typography.Text>
            </li>
          ))}
        </ul>
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('bell.empty')} />
      )}
      {showsMoreLink(count) ? (
        <div className={styles.footer}>
          <Link to="/cameras/log" data-testid="bell-more">
            {t('bell.more')}
          </Link>
        </div>
      ) : null}
    </>
  );
}
