import type { CctvAlertRow } from '@siteguard/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Descriptions, Drawer, Grid, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../components/format/dateTime';
import { currentLang } from '../../i18n/i18n';
import { cctvAlertDetailOptions } from './api';
import { CctvSnapshot } from './CctvSnapshot';
import { CctvTypeTag, CctvViewed } from './cctvAlertColumns';

/**
 * One alert: its snapshot large (a click opens it full size) and every field. Opening it reads the
 * detail, which marks the alert viewed; the list and the counts then refetch (api.ts). Until the
 * detail answers, the row the list already has is shown.
 */
export function CctvAlertDrawer({ row, onClose }: { row: CctvAlertRow; onClose: () => void }) {
  const { t } = useTranslation('cctv');
  const lang = currentLang();
  const screens = Grid.useBreakpoint();
  const { data, error } = useQuery(cctvAlertDetailOptions(row.id));
  const alert = data ?? row;
  return (
    <Drawer
      open
      width={screens.sm ? 600 : '100%'}
      title={
        <Space size={8} wrap>
          {t('alerts.detailTitle')}
          <CctvTypeTag row={alert} lang={lang} />
        </Space>
      }
      onClose={onClose}
      data-testid="cctv-alert-drawer"
    >
      {error && <Alert type="error" showIcon message={error.message} style={{ marginBottom: 16 }} />}
      <div style={{ marginBottom: 8 }}>
        <CctvSnapshot id={alert.id} hasSnapshot={alert.hasSnapshot} size="large" />
      </div>
      {alert.hasSnapshot && (
        <Typography.Paragraph type="secondary" style={{ fontSize: 12, marginBottom: 16 }}>
          {t('alerts.zoomHint')}
        </Typography.Paragraph>
      )}
      <Descriptions
        column={1}
        size="small"
        bordered
        labelStyle={{ width: screens.sm ? 140 : 110, whiteSpace: 'nowrap' }}
        items={[
          { key: 'type', label: t('alerts.type'), children: <CctvTypeTag row={alert} lang={lang} /> },
          { key: 'level', label: t('alerts.level'), children: t(`alerts.levels.${alert.level}`) },
          { key: 'time', label: t('alerts.occurredAt'), children: formatDateTime(alert.occurredAt) },
          { key: 'camera', label: t('alerts.camera'), children: alert.cameraName },
          {
            key: 'config',
            label: t('alerts.config'),
            children: `${alert.configName} · ${t('alerts.channel', { channel: alert.channel })}`,
          },
          { key: 'area', label: t('alerts.area'), children: alert.areaName || '-' },
          { key: 'location', label: t('alerts.location'), children: alert.locationName || '-' },
          {
            key: 'message',
            label: t('alerts.message'),
            children: <span style={{ whiteSpace: 'pre-wrap' }}>{alert.message || '-'}</span>,
          },
          { key: 'viewed', label: t('alerts.viewed'), children: <CctvViewed row={alert} t={t} /> },
          {
            key: 'viewedAt',
            label: t('alerts.viewedAt'),
            children: alert.viewedAt ? formatDateTime(alert.viewedAt) : '-',
          },
        ]}
      />
    </Drawer>
  );
}
