import { BellOutlined, MailOutlined, MessageOutlined, UserOutlined } from '@ant-design/icons';
import {
  type AlertDeliveryRow,
  type AlertStatus,
  contactKindNames,
  type DeliveryChannel,
} from '@siteguard/contracts';
import { Empty, Flex, List, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../components/format/dateTime';
import { currentLang } from '../../../i18n/i18n';
import { deliveriesByLevel, deliveryReason, deliveryTag, siteClockTime } from './deliveryTimeline';

const channelIcons: Record<DeliveryChannel, ReactNode> = {
  email: <MailOutlined />,
  sms: <MessageOutlined />,
  push: <BellOutlined />,
  none: <UserOutlined />,
};

/** The alert's "Who was told": each escalation level's people, channels and what came of each. */
export function AlertDeliveries({
  deliveries,
  alertStatus,
}: {
  deliveries: readonly AlertDeliveryRow[];
  alertStatus: AlertStatus;
}) {
  const { t } = useTranslation('devices');
  const levels = deliveriesByLevel(deliveries);
  return (
    <section data-testid="alert-deliveries">
      <Typography.Title level={5} style={{ marginTop: 24 }}>
        {t('alerts.deliveries.title')}
      </Typography.Title>
      {levels.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('alerts.deliveries.empty')} />
      ) : (
        levels.map(({ level, rows }) => (
          <div key={level} data-testid={`alert-deliveries-level-${level}`}>
            <Typography.Text strong>{t('alerts.deliveries.level', { level })}</Typography.Text>
            <List
              size="small"
              dataSource={rows}
              renderItem={(row) => (
                <List.Item>
                  <DeliveryLine row={row} alertStatus={alertStatus} />
                </List.Item>
              )}
            />
          </div>
        ))
      )}
    </section>
  );
}

function DeliveryLine({ row, alertStatus }: { row: AlertDeliveryRow; alertStatus: AlertStatus }) {
  const { t } = useTranslation('devices');
  const lang = currentLang();
  const tag = deliveryTag(row, alertStatus);
  const reason = deliveryReason(row.lastError);
  const reasonText =
    reason?.key === 'noChannels'
      ? t('alerts.deliveries.reasons.noChannels')
      : reason?.key === 'channelMissing'
        ? t('alerts.deliveries.reasons.channelMissing', { channel: contactKindNames[reason.channel][lang] })
        : (reason?.text ?? '');
  const recipient = row.recipient ?? (row.channel === 'none' ? null : t('alerts.deliveries.removedUser'));
  const where =
    row.channel === 'none'
      ? null
      : row.channel === 'push'
        ? (row.address ?? t('alerts.deliveries.browser'))
        : row.address;
  return (
    <Flex justify="space-between" align="center" gap={8} wrap style={{ width: '100%' }}>
      <Flex align="center" gap={8} wrap>
        {channelIcons[row.channel]}
        {row.channel !== 'none' && (
          <Typography.Text>{t(`alerts.deliveries.channels.${row.channel}`)}</Typography.Text>
        )}
        {recipient && <Typography.Text strong>{recipient}</Typography.Text>}
        {where && <Typography.Text type="secondary">{where}</Typography.Text>}
      </Flex>
      <Flex align="center" gap={4} wrap>
        <Tag color={tag.color} style={{ marginInlineEnd: 0, whiteSpace: 'normal' }}>
          {t(`alerts.deliveries.states.${tag.key}`, {
            // Quiet hours end at a time of day on site (07:00), not at a date and second.
            time: tag.at ? (tag.key === 'held' ? siteClockTime(tag.at) : formatDateTime(tag.at)) : '',
            reason: reasonText,
          })}
        </Tag>
        {/* A retried delivery says so: a failure after one try and after four read differently. */}
        {row.attempts > 1 && (
          <Typography.Text type="secondary">
            {t('alerts.deliveries.attempts', { count: row.attempts })}
          </Typography.Text>
        )}
      </Flex>
    </Flex>
  );
}
