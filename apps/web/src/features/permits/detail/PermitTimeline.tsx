import { PERMIT_STATUS_NAMES, type PermitEvent } from '@siteguard/contracts';
import { Empty, Space, Tag, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../components/format/dateTime';
import { STATUS_COLOURS, useLang } from '../shared/status';

/** Every step of the permit: what, the status it led to, who in which role, when, signature and comment. */
export function PermitTimeline({ events }: { events: PermitEvent[] }) {
  const { t } = useTranslation('permits');
  const lang = useLang();
  if (events.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />;
  return (
    <Timeline
      items={events.map((event) => ({
        key: event.id,
        color: STATUS_COLOURS[event.toStatus] === 'default' ? 'gray' : STATUS_COLOURS[event.toStatus],
        children: (
          <div data-testid="permit-event">
            <Space size={6} wrap>
              <Typography.Text strong>
                {t(`actions.${event.action}` as 'actions.submit', event.action)}
              </Typography.Text>
              <Tag>{PERMIT_STATUS_NAMES[event.toStatus][lang]}</Tag>
            </Space>
            <div>
              <Typography.Text type="secondary">
                {t(`roles.${event.role}`)} · {event.actorName ?? t('detail.system')} ·{' '}
                {formatDateTime(event.at)}
              </Typography.Text>
            </div>
            {event.signature && <Typography.Text italic>✍ {event.signature}</Typography.Text>}
            {event.comment && (
              <Typography.Paragraph style={{ margin: 0 }}>「{event.comment}」</Typography.Paragraph>
            )}
          </div>
        ),
      }))}
    />
  );
}
