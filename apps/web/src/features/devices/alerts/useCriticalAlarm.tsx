import { ALERT_TYPE_NAMES, type DeviceAlertEvent } from '@siteguard/contracts';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Space } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { subscribeServerEvent } from '../../../api/events';
import { currentLang } from '../../../i18n/i18n';
import { acknowledgeAlert, refreshAlerts, ringingOptions } from '../api';

const BEEP_EVERY_MS = 2500;
const MUTE_MS = 5 * 60_000;

/** A short two-tone beep through Web Audio (no sound file to ship); silent where the browser forbids it. */
function beep(context: AudioContext): void {
  const now = context.currentTime;
  for (const [offset, frequency] of [
    [0, 880],
    [0.18, 660],
  ] as const) {
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.frequency.value = frequency;
    gain.gain.setValueAtTime(0.0001, now + offset);
    gain.gain.exponentialRampToValueAtTime(0.2, now + offset + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, now + offset + 0.16);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(now + offset);
    oscillator.stop(now + offset + 0.17);
  }
}

/**
 * Critical alerts ring until a person acknowledges them: each new one opens a notification that stays
 * (with Acknowledge), and while any critical alert waits the console beeps (muteable for five
 * minutes). Acknowledged anywhere (another console, another user), the notification closes here too,
 * as the ringing list refetches on every alert event.
 */
export function useCriticalAlarm(enabled: boolean): { ringing: number; mute: () => void; muted: boolean } {
  const { t } = useTranslation('devices');
  const { notification } = App.useApp();
  const { data } = useQuery({ ...ringingOptions(), enabled });
  const [mutedUntil, setMutedUntil] = useState(0);
  const shown = useRef(new Set<string>());
  const audio = useRef<AudioContext | null>(null);
  const ringing = enabled ? (data?.count ?? 0) : 0;
  const muted = mutedUntil > Date.now();

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

  useEffect(() => {
    if (ringing === 0 || muted) return;
    const ring = () => {
      try {
        audio.current ??= new AudioContext();
        if (audio.current.state === 'suspended') void audio.current.resume();
        beep(audio.current);
      } catch {
        // No audio here (a test browser, a policy): the lasting notifications still show.
      }
    };
    ring();
    const timer = setInterval(ring, BEEP_EVERY_MS);
    const unmute =
      mutedUntil > 0 ? setTimeout(() => setMutedUntil(0), Math.max(0, mutedUntil - Date.now())) : undefined;
    return () => {
      clearInterval(timer);
      if (unmute) clearTimeout(unmute);
    };
  }, [ringing, muted, mutedUntil]);

  return { ringing, muted, mute: () => setMutedUntil(Date.now() + MUTE_MS) };
}
