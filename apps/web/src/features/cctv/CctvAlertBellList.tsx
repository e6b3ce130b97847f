import { CCTV_ALERT_TYPE_NAMES, type CctvAlertRow, permissions } from '@siteguard/contracts';
import { App, Button, Empty, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../components/format/dateTime';
import { currentLang } from '../../i18n/i18n';
import { Can } from '../../shell/permission';
import styles from '../notifications/NotificationBell.module.css';
import { useServerError } from '../system/shared/useServerError';
import { acknowledgeCctvAlert } from './api';

/** The seeded CCTV alert list's path, where the bell's CCTV alerts lead (?alert= opens one). */
export const CCTV_ALERTS_PATH = '/devices/cctv/alerts';

/**
 * The bell's critical CCTV alerts nobody acknowledged (fire, smoke, a fall), each opening its detail,
 * with Acknowledge for those who may handle them. Nothing when none wait, unless `showEmpty`.
 */
export function CctvAlertBellList({
  rows,
  count,
  showEmpty,
  onNavigate,
  onAcknowledge,
  onMute,
}: {
  rows: CctvAlertRow[];
  count: number;
  showEmpty: boolean;
  onNavigate: () => void;
  onAcknowledge?: () => void;
  /** Silences the beeping for a while (absent once muted, or when another list offers it). */
  onMute?: () => void;
}) {
  const { t } = useTranslation('cctv');
  const lang = currentLang();
  const { message } = App.useApp();
  const report = useServerError();
  const acknowledge = (row: CctvAlertRow) => {
    onAcknowledge?.();
    return acknowledgeCctvAlert(row.id).then(() => void message.success(t('alerts.acknowledged')), report);
  };
  if (rows.length === 0) {
    return showEmpty ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('bell.empty')} /> : null;
  }
  return (
    <>
      <ul className={styles.list} data-testid="bell-cctv-alerts">
        {rows.slice(0, 6).map((row) => (
          <li key={row.id} className={styles.item} style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
            <Link
              to={`${CCTV_ALERTS_PATH}?alert=${row.id}`}
              onClick={onNavigate}
              style={{ flex: 1, minWidth: 0 }}
            >
              <Typography.Text strong type="danger" className={styles.message}>
                {CCTV_ALERT_TYPE_NAMES[row.type][lang]} · {row.cameraName}
              </Typography.Text>
              <Typography.Text type="secondary" className={styles.time}>
                {formatDateTime(row.occurredAt)}
                {row.site ? ` · ${row.site}` : ''}
              </Typography.Text>
            </Link>
            <Can code={permissions.cctvAlert.handle}>
              <Button size="small" danger onClick={() => void acknowledge(row)}>
                {t('bell.acknowledge')}
              </Button>
            </Can>
          </li>
        ))}
      </ul>
      <div className={styles.footer} style={{ display: 'flex', justifyContent: 'space-between' }}>
        <Link to={CCTV_ALERTS_PATH} onClick={onNavigate}>
          {t('bell.all')} ({count})
        </Link>
        {onMute && (
          <Typography.Link onClick={onMute} data-testid="bell-cctv-mute">
            {t('bell.mute')}
          </Typography.Link>
        )}
      </div>
    </>
  );
}
