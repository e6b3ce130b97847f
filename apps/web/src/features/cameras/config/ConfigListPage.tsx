import { PlusOutlined } from '@ant-design/icons';
import { type ProColumns, ProTable } from '@ant-design/pro-components';
import { type CameraConfigRow, permissions } from '@siteguard/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Space, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../components/format/dateTime';
import { useTableChrome } from '../../../components/table';
import { Can } from '../../../shell/permission';
import { DeleteLink } from '../../system/shared/DeleteLink';
import { cameraConfigsOptions, deleteCameraConfig } from '../cameraQueries';
import { CamerasDrawer } from './CamerasDrawer';
import { ConfigDialog } from './ConfigDialog';
import { WebhookSecretButton } from './WebhookSecretButton';

/**
 * /cameras/config (menu component 'cameras/ConfigList'): the tenant's camera configurations (NVRs and
 * single IP cameras). The server answers them all at once, so the table pages them here.
 */
export function ConfigListPage() {
  const { t } = useTranslation('cameras');
  const { t: tc } = useTranslation('components');
  const { data = [], isFetching, refetch } = useQuery(cameraConfigsOptions());
  const chrome = useTableChrome(refetch);
  const [dialog, setDialog] = useState<{ row?: CameraConfigRow } | null>(null);
  const [camerasOf, setCamerasOf] = useState<CameraConfigRow | null>(null);

  const columns = useMemo<ProColumns<CameraConfigRow>[]>(
    () => [
      { title: t('config.name'), dataIndex: 'name', width: 160, ellipsis: true },
      { title: t('config.ip'), dataIndex: 'ip', width: 140, copyable: true },
      { title: t('config.port'), dataIndex: 'port', width: 90, align: 'right' },
      {
        title: t('config.username'),
        dataIndex: 'username',
        width: 120,
        render: (_, row) => row.username || '-',
      },
      {
        title: t('config.password'),
        dataIndex: 'hasPassword',
        width: 110,
        render: (_, row) =>
          row.hasPassword ? (
            <Tag color="blue">{t('config.hasPassword')}</Tag>
          ) : (
            <Tag>{t('config.noPassword')}</Tag>
          ),
      },
      {
        title: t('config.online'),
        dataIndex: 'online',
        width: 100,
        align: 'right',
        render: (_, row) => (
          <Typography.Text type={row.online > 0 ? 'success' : 'secondary'}>
            {t('config.onlineOf', { online: row.online, total: row.channelNo })}
          </Typography.Text>
        ),
      },
      {
        title: t('config.rtsp'),
        dataIndex: 'rtsp',
        width: 250,
        render: (_, row) => (
          <Typography.Text code ellipsis={{ tooltip: row.rtsp }} style={{ maxWidth: 230 }}>
            {row.rtsp}
          </Typography.Text>
        ),
      },
      {
        title: t('config.createdAt'),
        dataIndex: 'createdAt',
        width: 170,
        render: (_, row) => formatDateTime(row.createdAt),
      },
      {
        title: tc('resource.actions'),
        key: 'actions',
        fixed: 'right',
        width: 190,
        render: (_, row) => (
          <Space size="middle">
            <Typography.Link onClick={() => setCamerasOf(row)}>{t('config.cameras')}</Typography.Link>
            <Can code={permissions.hkCameraConfig.edit}>
              <Typography.Link onClick={() => setDialog({ row })}>{tc('resource.edit')}</Typography.Link>
            </Can>
            <Can code={permissions.hkCameraConfig.delete}>
              <DeleteLink name={row.name} onDelete={() => deleteCameraConfig(row.id)} />
            </Can>
          </Space>
        ),
      },
    ],
    [t, tc],
  );

  return (
    <>
      <ProTable<CameraConfigRow>
        rowKey="id"
        headerTitle={t('config.title')}
        columns={columns}
        dataSource={data}
        loading={isFetching}
        search={false}
        scroll={{ x: 1250 }}
        pagination={{
          defaultPageSize: 10,
          showSizeChanger: true,
          showTotal: (total, [from, to]) => tc('table.footer', { from, to, total }),
        }}
        {...chrome}
        toolBarRender={() => [
          <Can key="secret" code={permissions.hkCameraConfig.edit}>
            <WebhookSecretButton />
          </Can>,
          <Can key="add" code={permissions.hkCameraConfig.add}>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({})}>
              {tc('resource.add')}
            </Button>
          </Can>,
        ]}
      />
      {dialog && <ConfigDialog editing={dialog.row} onClose={() => setDialog(null)} />}
      {camerasOf && <CamerasDrawer config={camerasOf} onClose={() => setCamerasOf(null)} />}
    </>
  );
}
