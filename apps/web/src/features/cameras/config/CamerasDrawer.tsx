import type { ProColumns } from '@ant-design/pro-components';
import { type CameraConfigRow, type CameraRow, cameraApi, permissions } from '@siteguard/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { Drawer, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callEndpoint } from '../../../api/client';
import { formatDateTime } from '../../../components/format/dateTime';
import { SgTable, type TableQuery } from '../../../components/table';
import { Can } from '../../../shell/permission';
import { areaOptionsQuery, cameraKeys, locationOptionsQuery } from '../cameraQueries';
import { CameraDialog } from './CameraDialog';
import { UsableTag } from './UsableTag';

interface CameraFilters {
  keyword: string;
  areaId: string;
  locationId: string;
  usable: string;
}

const cameraPageOptions = (configId: string) => (query: TableQuery<CameraFilters>) => {
  // The camera list is in channel order: it takes no sort.
  const { sortField: _field, sortOrder: _order, usable, ...rest } = query;
  return queryOptions({
    queryKey: [...cameraKeys.cameraPages(), configId, query] as const,
    queryFn: ({ signal }) =>
      callEndpoint(cameraApi.page, {
        query: { ...rest, configId, ...(usable === 'true' || usable === 'false' ? { usable } : {}) },
        signal,
      }),
  });
};

/** The cameras (channels) of one configuration, each editable: name, place, RTSP URL, GB28181 identity. */
export function CamerasDrawer({ config, onClose }: { config: CameraConfigRow; onClose: () => void }) {
  const { t } = useTranslation('cameras');
  const { t: tc } = useTranslation('components');
  const [editing, setEditing] = useState<CameraRow | null>(null);
  const { data: areas = [] } = useQuery(areaOptionsQuery());
  const { data: locations = [] } = useQuery(locationOptionsQuery());
  const query = useMemo(() => cameraPageOptions(config.id), [config.id]);
  const columns = useMemo<ProColumns<CameraRow>[]>(
    () => [
      {
        title: t('camera.keyword'),
        dataIndex: 'keyword',
        hideInTable: true,
        fieldProps: { placeholder: t('camera.keywordPlaceholder'), maxLength: 100 },
      },
      { title: t('camera.channel'), dataIndex: 'channel', search: false, width: 80, align: 'right' },
      { title: t('camera.name'), dataIndex: 'name', search: false, width: 160, ellipsis: true },
      {
        title: t('camera.area'),
        dataIndex: 'areaId',
        valueType: 'select',
        fieldProps: { options: areas, allowClear: true, showSearch: true, optionFilterProp: 'label' },
        width: 130,
        render: (_, row) => row.areaName ?? '-',
      },
      {
        title: t('camera.location'),
        dataIndex: 'locationId',
        valueType: 'select',
        fieldProps: {
          options: locations.map(({ value, label }) => ({ value, label })),
          allowClear: true,
          showSearch: true,
          optionFilterProp: 'label',
        },
        width: 130,
        render: (_, row) => row.locationName ?? '-',
      },
      {
        title: t('camera.state'),
        dataIndex: 'usable',
        valueType: 'select',
        fieldProps: {
          options: [
            { value: 'true', label: t('camera.up') },
            { value: 'false', label: t('camera.down') },
          ],
          allowClear: true,
        },
        width: 90,
        render: (_, row) => <UsableTag usable={row.usable} />,
      },
      {
        title: t('camera.changedAt'),
        dataIndex: 'usableChangedAt',
        search: false,
        width: 170,
        render: (_, row) => (row.usableChangedAt ? formatDateTime(row.usableChangedAt) : '-'),
      },
      {
        title: t('camera.rtspUrl'),
        dataIndex: 'rtspUrl',
        search: false,
        width: 260,
        render: (_, row) => (
          <Typography.Text code ellipsis={{ tooltip: row.rtspUrl }} style={{ maxWidth: 240 }}>
            {row.rtspUrl}
          </Typography.Text>
        ),
      },
      {
        title: 'GB28181',
        key: 'gb',
        search: false,
        width: 160,
        render: (_, row) =>
          row.gbSerial || row.gbCode ? `${row.gbSerial ?? '-'} / ${row.gbCode ?? '-'}` : '-',
      },
      {
        title: tc('resource.actions'),
        key: 'actions',
        search: false,
        fixed: 'right',
        width: 80,
        render: (_, row) => (
          <Can code={permissions.hkCameraConfig.edit}>
            <Typography.Link onClick={() => setEditing(row)}>{t('camera.edit')}</Typography.Link>
          </Can>
        ),
      },
    ],
    [t, tc, areas, locations],
  );
  return (
    <Drawer
      open
      onClose={onClose}
      title={t('camera.drawerTitle', { name: config.name })}
      width="min(1100px, 100vw)"
      destroyOnHidden
    >
      <SgTable rowKey="id" columns={columns} query={query} scrollX={1260} />
      {editing && <CameraDialog camera={editing} onClose={() => setEditing(null)} />}
    </Drawer>
  );
}
