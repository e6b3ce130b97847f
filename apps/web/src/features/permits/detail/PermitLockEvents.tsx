import { LockOutlined, UnlockOutlined } from '@ant-design/icons';
import { PERMIT_LOCK_EVENT_NAMES, type PermitLockEvent, siteClock } from '@siteguard/contracts';
import { Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLang } from '../shared/status';

/**
 * What the permit's locks did under it (issue #34): each unlock it granted, by whom, and each lock
 * locked again when the permit stopped being in force. Nothing when it controls no lock.
 */
export function PermitLockEvents({ events }: { events: PermitLockEvent[] }) {
  const { t } = useTranslation('permits');
  const lang = useLang();
  return (
    <Timeline
      data-testid="permit-lock-events"
      items={events.map((event) => ({
        key: event.id,
        color: event.kind === 'granted' ? 'orange' : 'green',
        dot: event.kind === 'granted' ? <UnlockOutlined /> : <LockOutlined />,
        children: (
          <div data-testid="permit-lock-event">
            <Typography.Text strong>
              {PERMIT_LOCK_EVENT_NAMES[event.kind][lang]} · {event.lockName}
            </Typography.Text>
            <div>
              <Typography.Text type="secondary">
                {event.actorName ??
                  (event.card ? t('detail.lockCard', { card: event.card }) : t('detail.system'))}{' '}
                · {siteClock(event.at)}
              </Typography.Text>
            </div>
          </div>
        ),
      }))}
    />
  );
}
