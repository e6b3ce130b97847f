import type { ProColumns } from '@ant-design/pro-components';
import {
  DEVICE_KIND_NAMES,
  DEVICE_REGISTRIES,
  type DeviceRegistry,
  type DeviceRow,
  isLockKind,
  type Lang,
  PERMIT_TYPES,
} from '@siteguard/contracts';
import { Badge, Progress, Tag, Tooltip, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { formatDateTime } from '../../../components/format/dateTime';

/** The registry list's columns: identity, online state with last seen, battery, place, version. */
export function deviceColumns(
  t: TFunction<'devices'>,
  lang: Lang,
  registry: DeviceRegistry,
  multipleKinds: boolean,
): ProColumns<DeviceRow>[] {
  return [
    {
      title: t('registry.keyword'),
      dataIndex: 'keyword',
      hideInTable: true,
      fieldProps: { placeholder: t('registry.keywordPlaceholder'), maxLength: 100 },
    },
    {
      title: t('registry.status'),
      dataIndex: 'online',
      hideInTable: true,
      valueType: 'select',
      valueEnum: { true: { text: t('registry.online') }, false: { text: t('registry.offline') } },
    },
    { title: t('registry.site'), dataIndex: 'site', hideInTable: true, fieldProps: { maxLength: 100 } },
    ...(registry === 'swWatch'
      ? [
          {
            title: t('registry.wearer'),
            dataIndex: 'hasWearer',
            hideInTable: true,
            valueType: 'select',
            valueEnum: {
              true: { text: t('registry.wearerOptions.true') },
              false: { text: t('registry.wearerOptions.false') },
            },
          } satisfies ProColumns<DeviceRow>,
        ]
      : []),
    { title: t('registry.name'), dataIndex: 'name', search: false, ellipsis: true, width: 180 },
    ...(registry === 'swWatch'
      ? [
          {
            title: t('registry.wearer'),
            dataIndex: 'wearerName',
            search: false,
            ellipsis: true,
            width: 190,
            // Beside the name: who wears it is what a watch list is read for (and visible at 1280 px).
            // A watch nobody wears protects nobody: its alerts name no worker and no SOS number.
            render: (_: unknown, row: DeviceRow) =>
              row.wearerName ?? (
                <Tag color="warning" data-testid={`no-wearer-${row.imei}`}>
                  {t('registry.noWearer')}
                </Tag>
              ),
          } satisfies ProColumns<DeviceRow>,
        ]
      : []),
    ...(DEVICE_REGISTRIES[registry].kinds.some(isLockKind)
      ? [
          {
            title: t('registry.permitTypes'),
            key: 'permitTypes',
            search: false,
            width: 210,
            // Beside the name: which permits open a lock is what a lock list is read for.
            render: (_: unknown, row: DeviceRow) =>
              row.permitTypes.length === 0 ? (
                <Typography.Text type="secondary">{t('registry.permitTypesNone')}</Typography.Text>
              ) : (
                row.permitTypes.map((type) => <Tag key={type}>{PERMIT_TYPES[type].title[lang]}</Tag>)
              ),
          } satisfies ProColumns<DeviceRow>,
        ]
      : []),
    { title: t('registry.imei'), dataIndex: 'imei', search: false, width: 150, copyable: true },
    ...(multipleKinds
      ? [
          {
            title: t('registry.kind'),
            dataIndex: 'kind',
            search: false,
            width: 130,
            render: (_: unknown, row: DeviceRow) => DEVICE_KIND_NAMES[row.kind][lang],
          } satisfies ProColumns<DeviceRow>,
        ]
      : []),
    {
      title: t('registry.status'),
      key: 'state',
      search: false,
      width: 170,
      render: (_, row) => (
        <Tooltip
          title={
            row.lastSeenAt
              ? `${t('registry.lastSeen')}: ${formatDateTime(row.lastSeenAt)}`
              : t('registry.neverSeen')
          }
        >
          <span data-testid={`device-state-${row.imei}`}>
            <Badge
              status={row.online ? 'success' : 'default'}
              text={row.online ? t('registry.online') : t('registry.offline')}
            />
            {!row.enabled && (
              <Tag style={{ marginInlineStart: 8 }} color="default">
                {t('registry.enabled')}: ✕
              </Tag>
            )}
          </span>
        </Tooltip>
      ),
    },
    {
      title: t('registry.battery'),
      dataIndex: 'battery',
      search: false,
      width: 130,
      render: (_, row) =>
        row.battery === null ? (
          '-'
        ) : (
          <Progress
            percent={Math.round(row.battery)}
            size="small"
            status={row.battery < 20 ? 'exception' : 'normal'}
            style={{ width: 100, margin: 0 }}
          />
        ),
    },
    {
      title: t('registry.site'),
      key: 'place',
      search: false,
      ellipsis: true,
      width: 200,
      render: (_, row) => [row.site, row.area].filter(Boolean).join(' · ') || '-',
    },
    {
      title: t('registry.ip'),
      dataIndex: 'ip',
      search: false,
      width: 130,
      render: (_, row) => row.ip ?? '-',
    },
    {
      title: t('registry.currentVersion'),
      dataIndex: 'currentVersion',
      search: false,
      width: 130,
      render: (_, row) => (
        <>
          {row.currentVersion ?? '-'}
          {row.newVersion && <Tag style={{ marginInlineStart: 6 }}>→ {row.newVersion}</Tag>}
        </>
      ),
    },
  ];
}
