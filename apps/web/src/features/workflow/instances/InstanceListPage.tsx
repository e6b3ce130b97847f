import { PlusOutlined } from '@ant-design/icons';
import type { ProColumns } from '@ant-design/pro-components';
import { permissions, WF_INSTANCE_STATUSES, type WfInstanceRow } from '@siteguard/contracts';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Input, Popconfirm, Space, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../components/format/dateTime';
import { SgTable } from '../../../components/table';
import { Can, usePermission } from '../../../shell/permission';
import { useSessionUser } from '../../../shell/session/useSessionUser';
import { useServerError } from '../../system/shared/useServerError';
import {
  activateInstance,
  deleteInstance,
  endInstance,
  instancePageOptions,
  modelPageOptions,
  suspendInstance,
  withdrawInstance,
} from '../api';
import { InstanceStatusTag } from '../shared/StatusTags';
import { InstanceDrawer } from './InstanceDrawer';
import { StartProcessModal } from './StartProcessModal';

type Dialog = { kind: 'start' } | { kind: 'detail'; row: WfInstanceRow } | null;
const RUNNING = new Set(['running', 'suspended']);

/**
 * /flowable/instance (menu component 'workflow/InstanceList'): every process instance, filtered by
 * model, status, title and start date; details show the diagram and timeline. Starting a process
 * lives here too, and the starter may withdraw before anyone acts.
 */
export function InstanceListPage() {
  const { t } = useTranslation('workflow');
  const { message, modal } = App.useApp();
  const report = useServerError();
  const { data: me } = useSessionUser();
  // The model filter's choices: only for users who may list models (no refusal toast otherwise).
  const seesModels = usePermission(permissions.flowableModel.page);
  const models = useQuery({ ...modelPageOptions({ pageNo: 1, pageSize: 100 }), enabled: seesModels });
  const [dialog, setDialog] = useState<Dialog>(null);

  const columns = useMemo<ProColumns<WfInstanceRow>[]>(() => {
    const done = (text: string) => () => void message.success(text);
    const askReason = (row: WfInstanceRow) => {
      let reason = '';
      modal.confirm({
        title: t('instances.endReason'),
        content: (
          <Input.TextArea autoFocus maxLength={2000} onChange={(event) => (reason = event.target.value)} />
        ),
        okButtonProps: { danger: true },
        onOk: async () => {
          if (!reason.trim()) {
            void message.error(t('instances.reasonRequired'));
            throw new Error('reason');
          }
          await endInstance(row.id, reason.trim()).then(done(t('instances.ended')), report);
        },
      });
    };
    return [
      {
        title: t('instances.keyword'),
        dataIndex: 'keyword',
        hideInTable: true,
        fieldProps: { maxLength: 100 },
      },
      {
        title: t('instances.keyword'),
        dataIndex: 'title',
        search: false,
        ellipsis: true,
        width: 240,
        render: (_, row) => (
          <Typography.Link onClick={() => setDialog({ kind: 'detail', row })}>{row.title}</Typography.Link>
        ),
      },
      {
        title: t('instances.model'),
        dataIndex: 'modelId',
        width: 180,
        valueType: 'select',
        fieldProps: {
          showSearch: true,
          optionFilterProp: 'label',
          options: (models.data?.rows ?? []).map((model) => ({ value: model.id, label: model.name })),
        },
        render: (_, row) => `${row.modelName} v${row.version}`,
      },
      {
        title: t('instances.statusLabel'),
        dataIndex: 'status',
        width: 110,
        valueType: 'select',
        valueEnum: Object.fromEntries(
          WF_INSTANCE_STATUSES.map((status) => [status, { text: t(`instances.status.${status}`) }]),
        ),
        render: (_, row) => <InstanceStatusTag status={row.status} />,
      },
      { title: t('instances.starter'), dataIndex: 'starterName', search: false, width: 120 },
      {
        title: t('instances.current'),
        dataIndex: 'current',
        search: false,
        width: 180,
        render: (_, row) => row.current.join('、') || '-',
      },
      {
        title: t('instances.startedRange'),
        dataIndex: 'startedRange',
        valueType: 'dateRange',
        hideInTable: true,
        search: { transform: (value: [string, string]) => ({ startedFrom: value[0], startedTo: value[1] }) },
      },
      {
        title: t('instances.startedAt'),
        dataIndex: 'startedAt',
        search: false,
        width: 170,
        render: (_, row) => formatDateTime(row.startedAt),
      },
      {
        title: t('instances.actions'),
        key: 'actions',
        search: false,
        fixed: 'right',
        width: 240,
        render: (_, row) => (
          <Space size="middle" wrap>
            <Typography.Link onClick={() => setDialog({ kind: 'detail', row })}>
              {t('instances.detail')}
            </Typography.Link>
            {row.status === 'running' && row.starterId === me?.id && (
              <Can code={permissions.flowableInstance.withdraw}>
                <Popconfirm
                  title={t('instances.withdrawConfirm')}
                  onConfirm={() => withdrawInstance(row.id).then(done(t('instances.withdrawn')), report)}
                >
                  <Typography.Link>{t('instances.withdraw')}</Typography.Link>
                </Popconfirm>
              </Can>
            )}
            {row.status === 'running' && (
              <Can code={permissions.flowableInstance.suspend}>
                <Typography.Link
                  onClick={() => suspendInstance(row.id).then(done(t('instances.suspended')), report)}
                >
                  {t('instances.suspend')}
                </Typography.Link>
              </Can>
            )}
            {row.status === 'suspended' && (
              <Can code={permissions.flowableInstance.activate}>
                <Typography.Link
                  onClick={() => activateInstance(row.id).then(done(t('instances.activated')), report)}
                >
                  {t('instances.activate')}
                </Typography.Link>
              </Can>
            )}
            {RUNNING.has(row.status) && (
              <Can code={permissions.flowableInstance.end}>
                <Typography.Link type="danger" onClick={() => askReason(row)}>
                  {t('instances.end')}
                </Typography.Link>
              </Can>
            )}
            {/* A permit's process is kept with the permit: no Delete for it. */}
            {!RUNNING.has(row.status) && !row.owned && (
              <Can code={permissions.flowableInstance.delete}>
                <Popconfirm
                  title={t('instances.deleteConfirm')}
                  okButtonProps={{ danger: true }}
                  onConfirm={() => deleteInstance(row.id).then(done(t('instances.deleted')), report)}
                >
                  <Typography.Link type="danger">{t('instances.delete')}</Typography.Link>
                </Popconfirm>
              </Can>
            )}
          </Space>
        ),
      },
    ];
  }, [t, message, modal, report, me?.id, models.data]);

  return (
    <>
      <SgTable
        headerTitle={t('instances.title')}
        rowKey="id"
        columns={columns}
        query={instancePageOptions}
        scrollX={1300}
        toolbar={() => [
          <Can key="start" code={permissions.flowableInstance.start}>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ kind: 'start' })}>
              {t('instances.start')}
            </Button>
          </Can>,
        ]}
      />
      {dialog?.kind === 'start' && <StartProcessModal onClose={() => setDialog(null)} />}
      {dialog?.kind === 'detail' && (
        <InstanceDrawer id={dialog.row.id} title={dialog.row.title} onClose={() => setDialog(null)} />
      )}
    </>
  );
}
