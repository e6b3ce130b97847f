import { ALERT_TYPE_NAMES, type DeviceAlertEvent } from '@siteguard/contracts';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Space } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { subscribeServerEvent } from '../../../api/events';
import { currentLang } from '../../../i18n/i18n';
import { acknowledgeAlert, refreshAlerts, ringingOptions } from '../api';

/**
 * Critical device alerts ring until a person acknowledges them: each new one opens a notification
 * that stays (with Acknowledge); the bell beeps while any waits (components/alarm/useAlarmSound).
 * Acknowledged anywhere (another console, another user), the notification closes here too, as the
 * ringing list refetches on every alert event. Answers how many wait.
 */
export function useCriticalAlarm(enabled: boolean): { ringing: number } {
  const { t } = useTranslation('devices');
  const { notification } = App.useApp();
  const { data } = useQuery({ ...ringingOptions(), enabled });
  const shown = useRef(new Set<string>());
  const ringing = enabled ? (data?.count ?? 0) : 0;

  useEffect(() => {
    if (!enabled) return;
    return subscribeServerEvent('deviceAlert', (event: DeviceAlertEvent) => {
      void refreshAlerts();
      if (event.escalated?.length) {
        notification.warning({
          key: 'alerts-escalated',
          message: t('bell.escalatedTitle'),
          description: t('bell.escalatedBody', { count: event.escalated.length }),
          duration: 0,
          placement: 'bottomRight',
        });
      }
    });
  }, [enabled, notification, t]);

  // One lasting notification per waiting critical alert; closed when it stops waiting.
  useEffect(() => {
    if (!enabled || !data) return;
    const waiting = new Set(data.rows.map((row) => row.id));
    for (const id of shown.current) {
      if (!waiting.has(id)) {
        notification.destroy(`alert-${id}`);
        shown.current.delete(id);
      }
    }
    const lang = currentLang();
    for (const row of data.rows) {
      if (shown.current.has(row.id)) continue;
      shown.current.add(row.id);
      notification.error({
        key: `alert-${row.id}`,
        message: t('bell.critical', { type: ALERT_TYPE_NAMES[row.type][lang] }),
        description: t('bell.where', {
          device: row.deviceName,
          wearer: row.wearerName ? ` · ${row.wearerName}` : '',
          site: [row.site, row.location].filter(Boolean).join(' · ') || '-',
        }),
        duration: 0,
        closeIcon: false,
        // Bottom right: lasting until acknowledged, they must not cover the pages' toolbars.
        placement: 'bottomRight',
        actions: (
          <Space>
            <Button
              size="small"
              type="primary"
              danger
              data-testid={`ring-ack-${row.id}`}
              onClick={() =>
                void acknowledgeAlert(row.type.startsWith('gas') ? 'gasAlert' : 'swAlert', row.id)
              }
            >
              {t('bell.acknowledge')}
            </Button>
          </Space>
        ),
      });
    }
  }, [enabled, data, notification, t]);

  return { ringing };
}
