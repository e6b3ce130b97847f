import { BellOutlined } from '@ant-design/icons';
import { permissions } from '@siteguard/contracts';
import { useQuery } from '@tanstack/react-query';
import { Badge, Empty, Popover, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../components/format/dateTime';
import { usePermission } from '../../shell/permission';
import { useHkLogLiveUpdates } from '../cameras';
import { bellOptions } from './bellApi';
import { showsMoreLink } from './moreLink';
import styles from './NotificationBell.module.css';

const POPOVER_WIDTH = 300;

/**
 * The header's bell (spec §2 main layout): the count of exception logs as a badge, a 300 px popover
 * with the latest six (message and time) and a 'more' link to /cameras/log above ten. New logs arrive
 * through the events stream, so the count moves without a reload. Users who may not read camera logs
 * get no bell.
 */
export function NotificationBell() {
  const { t } = useTranslation('notifications');
  const allowed = usePermission(permissions.hkLog.page);
  const { data, isPending } = useQuery({ ...bellOptions(), enabled: allowed });
  useHkLogLiveUpdates(allowed);
  if (!allowed) return null;

  const count = data?.totalRows ?? 0;
  const content = (
    <div style={{ width: POPOVER_WIDTH }} data-testid="bell-popover">
      {isPending ? (
        <Spin size="small" />
      ) : data && data.rows.length > 0 ? (
        <ul className={styles.list} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
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
    </div>
  );

  return (
    <Popover title={t('bell.title')} content={content} trigger="click" placement="bottomRight">
      <button
        type="button"
        className={styles.trigger}
        aria-label={t('bell.label')}
        data-testid="notification-bell"
      >
        <Badge count={count} size="small" overflowCount={99}>
          <BellOutlined style={{ fontSize: 16 }} />
        </Badge>
      </button>
    </Popover>
  );
}
