import type { ProColumns } from '@ant-design/pro-components';
import {
  ALERT_STATUS_NAMES,
  ALERT_STATUSES,
  type AlertStatus,
  CCTV_ALERT_TYPE_NAMES,
  CCTV_ALERT_TYPES,
  type CctvAlertRow,
  type Lang,
} from '@siteguard/contracts';
import { Badge, Tag, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { formatDateTime } from '../../components/format/dateTime';
import { currentLang } from '../../i18n/i18n';
import { CctvSnapshot } from './CctvSnapshot';

/** An alert's type as a tag: red for the critical types (fire, smoke, a fall), orange for the rest. */
export function CctvTypeTag({ row, lang }: { row: Pick<CctvAlertRow, 'type' | 'level'>; lang: Lang }) {
  return (
    <Tag color={row.level === 'critical' ? 'red' : 'orange'} style={{ marginInlineEnd: 0 }}>
      {CCTV_ALERT_TYPE_NAMES[row.type][lang]}
    </Tag>
  );
}

/** The camera as people name it: its name, then the configuration (NVR) and channel beneath. */
export function CctvCamera({ row, t }: { row: CctvAlertRow; t: TFunction<'cctv'> }) {
  return (
    <div style={{ lineHeight: 1.35, minWidth: 0 }}>
      <Typography.Text ellipsis={{ tooltip: row.cameraName }} style={{ display: 'block' }}>
        {row.cameraName}
      </Typography.Text>
      <Typography.Text type="secondary" ellipsis style={{ display: 'block', fontSize: 12 }}>
        {row.configName} · {t('alerts.channel', { channel: row.channel })}
      </Typography.Text>
    </div>
  );
}

const STATUS_COLORS: Record<AlertStatus, string> = {
  raised: 'red',
  notified: 'volcano',
  acknowledged: 'gold',
  resolved: 'green',
  falseAlarm: 'default',
};

/** An alert's lifecycle status as a coloured tag (open ones warm, closed ones calm). */
export function CctvStatusTag({ status }: { status: AlertStatus }) {
  return (
    <Tag color={STATUS_COLORS[status]} style={{ marginInlineEnd: 0 }} data-testid="cctv-status">
      {ALERT_STATUS_NAMES[status][currentLang()]}
    </Tag>
  );
}

export function CctvViewed({ row, t }: { row: Pick<CctvAlertRow, 'isViewed'>; t: TFunction<'cctv'> }) {
  return (
    <Badge
      status={row.isViewed ? 'default' : 'processing'}
      text={t(row.isViewed ? 'alerts.viewedBadge.true' : 'alerts.viewedBadge.false')}
    />
  );
}

export const placeOf = (row: Pick<CctvAlertRow, 'areaName' | 'locationName'>) =>
  [row.areaName, row.locationName].filter(Boolean).join(' / ') || '-';

/**
 * The alert list's columns and search fields (type, status, keyword, time range, viewed). With `onOpen`, a
 * click on the thumbnail opens the alert (on a phone the actions column is off screen).
 */
export function cctvAlertColumns(
  t: TFunction<'cctv'>,
  lang: Lang,
  onOpen?: (row: CctvAlertRow) => void,
): ProColumns<CctvAlertRow>[] {
  return [
    {
      title: t('alerts.snapshot'),
      key: 'snapshot',
      search: false,
      width: 96,
      render: (_, row) =>
        onOpen ? (
          <button
            type="button"
            aria-label={t('alerts.detail')}
            onClick={() => onOpen(row)}
            style={{ padding: 0, border: 0, background: 'none', cursor: 'pointer', display: 'block' }}
          >
            <CctvSnapshot id={row.id} hasSnapshot={row.hasSnapshot} size="thumb" preview={false} />
          </button>
        ) : (
          <CctvSnapshot id={row.id} hasSnapshot={row.hasSnapshot} size="thumb" />
        ),
    },
    {
      title: t('alerts.type'),
      dataIndex: 'type',
      width: 130,
      valueType: 'select',
      valueEnum: Object.fromEntries(
        CCTV_ALERT_TYPES.map((type) => [type, { text: CCTV_ALERT_TYPE_NAMES[type][lang] }]),
      ),
      render: (_, row) => <CctvTypeTag row={row} lang={lang} />,
    },
    {
      title: t('alerts.status'),
      dataIndex: 'status',
      width: 100,
      valueType: 'select',
      valueEnum: Object.fromEntries(
        ALERT_STATUSES.map((status) => [status, { text: ALERT_STATUS_NAMES[status][lang] }]),
      ),
      render: (_, row) => <CctvStatusTag status={row.status} />,
    },
    {
      title: t('alerts.keyword'),
      dataIndex: 'keyword',
      hideInTable: true,
      fieldProps: { placeholder: t('alerts.keywordPlaceholder'), maxLength: 100 },
    },
    {
      title: t('alerts.timeRange'),
      dataIndex: 'occurredAt',
      hideInTable: true,
      valueType: 'dateTimeRange',
    },
    {
      title: t('alerts.viewed'),
      dataIndex: 'isViewed',
      hideInTable: true,
      valueType: 'select',
      valueEnum: {
        false: { text: t('alerts.viewedOptions.false') },
        true: { text: t('alerts.viewedOptions.true') },
      },
    },
    {
      title: t('alerts.occurredAt'),
      key: 'time',
      search: false,
      width: 160,
      render: (_, row) => formatDateTime(row.occurredAt),
    },
    {
      title: t('alerts.camera'),
      key: 'camera',
      search: false,
      width: 190,
      render: (_, row) => <CctvCamera row={row} t={t} />,
    },
    {
      title: t('alerts.areaLocation'),
      key: 'place',
      search: false,
      width: 140,
      ellipsis: true,
      render: (_, row) => placeOf(row),
    },
    {
      title: t('alerts.message'),
      key: 'message',
      search: false,
      width: 130,
      render: (_, row) =>
        row.message ? (
          <Typography.Text ellipsis={{ tooltip: row.message }}>{row.message}</Typography.Text>
        ) : (
          '-'
        ),
    },
    {
      title: t('alerts.viewed'),
      key: 'viewed',
      search: false,
      width: 100,
      render: (_, row) => <CctvViewed row={row} t={t} />,
    },
  ];
}
