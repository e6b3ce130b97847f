import { ImportOutlined, PlusOutlined } from '@ant-design/icons';
import type { ProColumns } from '@ant-design/pro-components';
import { permissions, type WfModelRow } from '@siteguard/contracts';
import { App, Button, Popconfirm, Space, Switch, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../components/format/dateTime';
import { SgTable } from '../../../components/table';
import { Can, usePermission } from '../../../shell/permission';
import { useServerError } from '../../system/shared/useServerError';
import { deleteModel, deployModel, modelPageOptions, setModelEnabled } from '../api';
import { AddModelModal } from './AddModelModal';
import { ModelerDrawer } from './ModelerDrawer';
import { ModelVersionsDrawer } from './ModelVersionsDrawer';

type Dialog =
  | { kind: 'add' | 'import' }
  | { kind: 'design'; model: WfModelRow }
  | { kind: 'versions'; model: WfModelRow }
  | null;

/**
 * /flowable/model (menu component 'workflow/ModelList'): process models with their deployed version,
 * undeployed changes and running instances; design opens the modeler, deploy freezes the working copy.
 */
export function ModelListPage() {
  const { t } = useTranslation('workflow');
  const { message } = App.useApp();
  const report = useServerError();
  const canEdit = usePermission(permissions.flowableModel.edit);
  const [dialog, setDialog] = useState<Dialog>(null);

  const columns = useMemo<ProColumns<WfModelRow>[]>(
    () => [
      {
        title: t('models.keyword'),
        dataIndex: 'keyword',
        hideInTable: true,
        fieldProps: { placeholder: t('models.keywordPlaceholder'), maxLength: 100 },
      },
      { title: t('models.name'), dataIndex: 'name', search: false, width: 200, ellipsis: true },
      {
        title: t('models.key'),
        dataIndex: 'key',
        search: false,
        width: 210,
        ellipsis: true,
        render: (_, row) => <Typography.Text code>{row.key}</Typography.Text>,
      },
      {
        title: t('models.version'),
        dataIndex: 'currentVersion',
        search: false,
        width: 200,
        render: (_, row) => (
          <Space size={4} wrap>
            {row.currentVersion > 0 ? (
              <Tag color="blue">v{row.currentVersion}</Tag>
            ) : (
              <Tag>{t('models.notDeployed')}</Tag>
            )}
            {row.changed && row.currentVersion > 0 && <Tag color="orange">{t('models.changed')}</Tag>}
          </Space>
        ),
      },
      {
        title: t('models.enabled'),
        dataIndex: 'enabled',
        width: 100,
        valueType: 'select',
        valueEnum: { true: { text: t('models.enabledOn') }, false: { text: t('models.enabledOff') } },
        render: (_, row) => (
          <Switch
            size="small"
            checked={row.enabled}
            disabled={!canEdit}
            aria-label={t('models.enabled')}
            onChange={(enabled) => setModelEnabled(row.id, enabled).catch(report)}
          />
        ),
      },
      { title: t('models.running'), dataIndex: 'running', search: false, width: 90, align: 'right' },
      {
        title: t('models.updatedAt'),
        dataIndex: 'updatedAt',
        search: false,
        width: 170,
        render: (_, row) => formatDateTime(row.updatedAt),
      },
      {
        title: t('models.actions'),
        key: 'actions',
        search: false,
        fixed: 'right',
        width: 260,
        render: (_, row) => (
          <Space size="middle">
            <Can code={permissions.flowableModel.detail}>
              <Typography.Link onClick={() => setDialog({ kind: 'design', model: row })}>
                {t('models.design')}
              </Typography.Link>
            </Can>
            <Can code={permissions.flowableModel.deploy}>
              <Typography.Link
                onClick={() =>
                  deployModel(row.id).then(
                    (deployed) =>
                      void message.success(t('models.deployed', { version: deployed.currentVersion })),
                    report,
                  )
                }
              >
                {t('models.deploy')}
              </Typography.Link>
            </Can>
            <Can code={permissions.flowableModel.detail}>
              <Typography.Link onClick={() => setDialog({ kind: 'versions', model: row })}>
                {t('models.versions')}
              </Typography.Link>
            </Can>
            <Can code={permissions.flowableModel.delete}>
              <Popconfirm
                title={t('models.deleteConfirm', { name: row.name })}
                okButtonProps={{ danger: true }}
                onConfirm={() => deleteModel(row.id).catch(report)}
              >
                <Typography.Link type="danger">{t('models.delete')}</Typography.Link>
              </Popconfirm>
            </Can>
          </Space>
        ),
      },
    ],
    [t, canEdit, message, report],
  );

  return (
    <>
      <SgTable
        headerTitle={t('models.title')}
        rowKey="id"
        columns={columns}
        query={modelPageOptions}
        scrollX={1200}
        toolbar={() => [
          <Can key="import" code={permissions.flowableModel.add}>
            <Button icon={<ImportOutlined />} onClick={() => setDialog({ kind: 'import' })}>
              {t('models.import')}
            </Button>
          </Can>,
          <Can key="add" code={permissions.flowableModel.add}>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ kind: 'add' })}>
              {t('models.add')}
            </Button>
          </Can>,
        ]}
      />
      {(dialog?.kind === 'add' || dialog?.kind === 'import') && (
        <AddModelModal importing={dialog.kind === 'import'} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'design' && <ModelerDrawer model={dialog.model} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'versions' && (
        <ModelVersionsDrawer model={dialog.model} onClose={() => setDialog(null)} />
      )}
    </>
  );
}
