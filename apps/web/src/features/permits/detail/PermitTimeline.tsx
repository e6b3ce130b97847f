import { PERMIT_STATUS_NAMES, type PermitEvent, permitBlockSchema, siteClock } from '@siteguard/contracts';
import { Empty, Space, Tag, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { describeAll } from '../shared/standing';
import { STATUS_COLOURS, useLang } from '../shared/status';

const blocksSchema = z.array(permitBlockSchema);

/** The safety rules a system step (a suspension) recorded, to read in the reader's language. */
function eventBlocks(event: PermitEvent) {
  const parsed = blocksSchema.safeParse(event.data?.blocks);
  return parsed.success && parsed.data.length > 0 ? parsed.data : null;
}

/**
 * Every step of the permit: what, the status it led to, who in which role, when (site time, with its
 * zone), signature and comment; a suspension by the system lists the rules that caused it.
 */
export function PermitTimeline({ events }: { events: PermitEvent[] }) {
  const { t } = useTranslation('permits');
  const lang = useLang();
  if (events.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />;
  return (
    <Timeline
      items={events.map((event) => {
        const blocks = eventBlocks(event);
        return {
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
                  <span data-testid="permit-event-at">{siteClock(event.at)}</span>
                </Typography.Text>
              </div>
              {event.signature && <Typography.Text italic>✍ {event.signature}</Typography.Text>}
              {blocks ? (
                <ul style={{ margin: 0, paddingInlineStart: 20 }}>
                  {describeAll(blocks, lang).map((line) => (
                    <li key={line}>
                      <Typography.Text type="danger">{line}</Typography.Text>
                    </li>
                  ))}
                </ul>
              ) : (
                event.comment && (
                  <Typography.Paragraph style={{ margin: 0 }}>
                    {t('app.quoted', { ns: 'common', text: event.comment })}
                  </Typography.Paragraph>
                )
              )}
            </div>
          ),
        };
      })}
    />
  );
}
