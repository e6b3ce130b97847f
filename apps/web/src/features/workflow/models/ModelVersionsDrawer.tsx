import type { WfModelRow } from '@siteguard/contracts';
import { useQuery } from '@tanstack/react-query';
import { Drawer, Empty, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../components/format/dateTime';
import { modelVersionsOptions } from '../api';

/** Every deployed version of a model, newest first, with how many instances run on each. */
export function ModelVersionsDrawer({ model, onClose }: { model: WfModelRow; onClose: () => void }) {
  const { t } = useTranslation('workflow');
  const versions = useQuery(modelVersionsOptions(model.id));
  return (
    <Drawer
      open
      width={560}
      title={t('models.versionsTitle', { name: model.name })}
      onClose={onClose}
      destroyOnHidden
    >
      <Table
        rowKey="version"
        size="small"
        loading={versions.isPending}
        pagination={false}
        dataSource={versions.data ?? []}
        locale={{ emptyText: <Empty description={t('models.noVersions')} /> }}
        columns={[
          { title: t('models.version'), dataIndex: 'version', render: (version: number) => `v${version}` },
          { title: t('models.deployedAt'), dataIndex: 'deployedAt', render: formatDateTime },
          {
            title: t('models.deployedBy'),
            dataIndex: 'deployedByName',
            render: (name: string | null) => name ?? '-',
          },
          { title: t('models.instances'), dataIndex: 'instances', align: 'right' },
          { title: t('models.running'), dataIndex: 'running', align: 'right' },
        ]}
      />
    </Drawer>
  );
}
