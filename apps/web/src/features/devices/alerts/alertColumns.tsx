import type { ProColumns } from '@ant-design/pro-components';
import {
  ALERT_FAMILIES,
  ALERT_STATUS_NAMES,
  ALERT_STATUSES,
  ALERT_TYPE_NAMES,
  type AlertFamily,
  type AlertRow,
  type Lang,
} from '@siteguard/contracts';
import { Badge, Tag, Tooltip } from 'antd';
import type { TFunction } from 'i18next';
import { formatDateTime } from '../../../components/format/dateTime';

const STATUS_BADGE: Record<AlertRow['status'], 'error' | 'warning' | 'processing' | 'success' | 'default'> = {
  raised: 'error',
  notified: 'error',
  acknowledged: 'processing',
  resolved: 'success',
  falseAlarm: 'default',
};

/** A reading as it reads: spo2 88 -> "SpO₂ 88 %". */
export function vitalsText(vitals: Record<string, number>): string {
  const units: Record<string, string> = {
    spo2: 'SpO₂ {v} %',
    temp: '{v} °C',
    hr: '{v} bpm',
    battery: '{v} %',
    stress: 'stress {v}',
    o2: 'O₂ {v} %',
    lel: 'LEL {v} %',
    h2s: 'H₂S {v} ppm',
    co: 'CO {v} ppm',
    minutes: '{v} min',
  };
  if (vitals.sbp !== undefined && vitals.dbp !== undefined) return `${vitals.sbp}/${vitals.dbp} mmHg`;
  return Object.entries(vitals)
    .map(([key, value]) => (units[key] ?? `${key} {v}`).replace('{v}', String(value)))
    .join(', ');
}

/** The alert list's columns: the spec's fields (type, trigger time, count, isViewed, ViewTime, Step, Battery, AlertTime) and who, where, state. */
export function alertColumns(
  t: TFunction<'devices'>,
  lang: Lang,
  family: AlertFamily,
): ProColumns<AlertRow>[] {
  const types = ALERT_FAMILIES[family];
  return [
    {
      title: t('alerts.keyword'),
      dataIndex: 'keyword',
      hideInTable: true,
      fieldProps: { placeholder: t('alerts.keywordPlaceholder'), maxLength: 100 },
    },
    {
      title: t('alerts.type'),
      dataIndex: 'type',
      width: 130,
      valueType: 'select',
      valueEnum: Object.fromEntries(types.map((type) => [type, { text: ALERT_TYPE_NAMES[type][lang] }])),
      render: (_, row) => (
        <span>
          <Tag color={row.level === 'critical' ? 'red' : 'orange'}>{ALERT_TYPE_NAMES[row.type][lang]}</Tag>
        </span>
      ),
    },
    {
      title: t('alerts.level'),
      dataIndex: 'level',
      width: 80,
      valueType: 'select',
      valueEnum: {
        warning: { text: t('alerts.levels.warning') },
        critical: { text: t('alerts.levels.critical') },
      },
      render: (_, row) => t(`alerts.levels.${row.level}`),
    },
    {
      title: t('alerts.status'),
      dataIndex: 'status',
      width: 120,
      valueType: 'select',
      valueEnum: Object.fromEntries(
        ALERT_STATUSES.map((status) => [status, { text: ALERT_STATUS_NAMES[status][lang] }]),
      ),
      render: (_, row) => (
        <span data-testid={`alert-status-${row.id}`}>
          <Badge status={STATUS_BADGE[row.status]} text={ALERT_STATUS_NAMES[row.status][lang]} />
          {row.escalatedAt && (
            <Tag color="volcano" style={{ marginInlineStart: 6 }}>
              {t('alerts.escalated')}
            </Tag>
          )}
        </span>
      ),
    },
    {
      title: t('alerts.open'),
      dataIndex: 'open',
      hideInTable: true,
      valueType: 'select',
      valueEnum: {
        true: { text: t('alerts.openOptions.true') },
        false: { text: t('alerts.openOptions.false') },
      },
    },
    { title: t('alerts.site'), dataIndex: 'site', hideInTable: true, fieldProps: { maxLength: 100 } },
    { title: t('alerts.raisedAt'), dataIndex: 'raisedAt', hideInTable: true, valueType: 'dateTimeRange' },
    {
      title: t('alerts.triggerTime'),
      dataIndex: 'triggerTime',
      search: false,
      width: 160,
      render: (_, row) => formatDateTime(row.triggerTime),
    },
    { title: t('alerts.count'), dataIndex: 'count', search: false, width: 70, align: 'right' },
    {
      title: t('alerts.device'),
      key: 'device',
      search: false,
      width: 200,
      ellipsis: true,
      render: (_, row) => (
        <Tooltip title={row.imei}>
          {row.deviceName}
          {row.wearerName ? ` · ${row.wearerName}` : ''}
        </Tooltip>
      ),
    },
    {
      title: t('alerts.vitals'),
      key: 'vitals',
      search: false,
      width: 140,
      render: (_, row) => vitalsText(row.vitals) || '-',
    },
    {
      title: t('alerts.location'),
      key: 'where',
      search: false,
      width: 180,
      ellipsis: true,
      render: (_, row) => [row.site, row.location].filter(Boolean).join(' · ') || '-',
    },
    {
      title: t('alerts.sosPhone'),
      dataIndex: 'sosPhone',
      search: false,
      width: 130,
      render: (_, row) => row.sosPhone ?? '-',
    },
    {
      title: t('alerts.step'),
      dataIndex: 'step',
      search: false,
      width: 70,
      render: (_, row) => row.step ?? '-',
    },
    {
      title: t('alerts.battery'),
      dataIndex: 'battery',
      search: false,
      width: 80,
      render: (_, row) => (row.battery === null ? '-' : `${Math.round(row.battery)} %`),
    },
    {
      title: t('alerts.alertTime'),
      dataIndex: 'alertTime',
      search: false,
      width: 160,
      render: (_, row) => formatDateTime(row.alertTime),
    },
    {
      title: t('alerts.isViewed'),
      dataIndex: 'isViewed',
      search: false,
      width: 90,
      render: (_, row) => (row.isViewed ? t('alerts.yes') : t('alerts.no')),
    },
    {
      title: t('alerts.viewTime'),
      dataIndex: 'viewTime',
      search: false,
      width: 160,
      render: (_, row) => (row.viewTime ? formatDateTime(row.viewTime) : '-'),
    },
  ];
}
