import { ALERT_TYPE_NAMES, type AlertRow } from '@siteguard/contracts';
import { App, Button, Empty, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../../components/format/dateTime';
import { currentLang } from '../../../i18n/i18n';
import styles from '../../notifications/NotificationBell.module.css';
import { useServerError } from '../../system/shared/useServerError';
import { acknowledgeAlert } from '../api';

/** The seeded 'alert analysis' menu's path, where the bell's alerts lead. */
export const ALERT_ANALYSIS_PATH = '/devices/watches/alerts';

/** The bell's critical alerts waiting for someone, each with Acknowledge. */
export function DeviceAlertBellList({
  rows,
  count,
  pending,
  onNavigate,
  onMute,
  onAcknowledge,
}: {
  rows: AlertRow[];
  count: number;
  pending: boolean;
  onNavigate: () => void;
  /** Silences the beeping for a while (absent once muted). */
  onMute?: () => void;
  /** Told when the user acknowledges one (before the list refreshes without it). */
  onAcknowledge?: () => void;
}) {
  const { t } = useTranslation('devices');
  const lang = currentLang();
  const { message } = App.useApp();
  const report = useServerError();
  // Said aloud: the row leaves the list, and with the last one the list says nothing waits.
  const acknowledge = (row: AlertRow) => {
    onAcknowledge?.();
    return acknowledgeAlert(row.type.startsWith('gas') ? 'gasAlert' : 'swAlert', row.id).then(
      () => void message.success(t('alerts.acknowledged')),
      report,
    );
  };
  if (pending) return <Spin size="small" />;
  if (rows.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('bell.empty')} />;
  return (
    <>
      <ul className={styles.list} data-testid="bell-device-alerts">
        {rows.slice(0, 6).map((row) => (
          <li key={row.id} className={styles.item} style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
            <div style={{ flex: 1, minWidth: 0 }}>
              <Typography.Text strong type="danger" className={styles.message}>
                {ALERT_TYPE_NAMES[row.type][lang]} · {row.wearerName ?? row.deviceName}
              </Typography.Text>
              <Typography.Text type="secondary" className={styles.time}>
                {formatDateTime(row.triggerTime)} · {row.site}
              </Typography.Text>
            </div>
            <Button size="small" danger onClick={() => void acknowledge(row)}>
              {t('bell.acknowledge')}
            </Button>
          </li>
        ))}
      </ul>
      <div className={styles.footer} style={{ display: 'flex', justifyContent: 'space-between' }}>
        <Link to={ALERT_ANALYSIS_PATH} onClick={onNavigate}>
          {t('bell.all')} ({count})
        </Link>
        {onMute && <Typography.Link onClick={onMute}>{t('bell.mute')}</Typography.Link>}
      </div>
    </>
  );
}
