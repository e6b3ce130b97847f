import { PERMIT_TYPES, type PermitInbox, siteClock } from '@siteguard/contracts';
import { Empty, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { currentLang } from '../../i18n/i18n';
import { inboxGroups, permitPath } from '../home/inbox';
import styles from './NotificationBell.module.css';

/** Where the whole of "waiting for you" is: the home page's block. */
const HOME_PATH = '/welcome';

/**
 * The bell's permits waiting for the user, by reason (to check, to approve, ...); each opens its
 * permit page, the footer the home page with all of them.
 */
export function PermitBellList({
  inbox,
  pending,
  onNavigate,
}: {
  inbox: PermitInbox | undefined;
  pending: boolean;
  onNavigate: () => void;
}) {
  const { t } = useTranslation('notifications');
  const { t: th } = useTranslation('home');
  const lang = currentLang();
  if (pending) return <Spin size="small" />;
  const groups = inboxGroups(inbox);
  if (groups.length === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('permits.empty')} />;
  return (
    <>
      <ul className={styles.list} data-testid="bell-permits">
        {groups.flatMap((group) =>
          group.rows.map((row) => (
            <li key={`${group.reason}-${row.id}`} className={styles.item}>
              <Link to={permitPath(row)} onClick={onNavigate} className={styles.noticeButton}>
                <Typography.Text strong className={styles.message}>
                  {th(`inbox.reasons.${group.reason}`)} · {row.number ?? th('inbox.noNumber')}
                </Typography.Text>
                <Typography.Text type="secondary" className={styles.message}>
                  {PERMIT_TYPES[row.type].title[lang]}
                  {row.location ? ` · ${row.location}` : ''}
                </Typography.Text>
                <Typography.Text type="secondary" className={styles.time}>
                  {siteClock(row.since)}
                </Typography.Text>
              </Link>
            </li>
          )),
        )}
      </ul>
      <div className={styles.footer}>
        <Link to={HOME_PATH} onClick={onNavigate}>
          {t('permits.all', { count: inbox?.total ?? 0 })}
        </Link>
      </div>
    </>
  );
}
