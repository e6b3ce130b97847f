import type { ProColumns } from '@ant-design/pro-components';
import { permissions, type WfDraftRow } from '@siteguard/contracts';
import { App, Popconfirm, Space, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../components/format/dateTime';
import { SgTable } from '../../../components/table';
import { Can } from '../../../shell/permission';
import { useServerError } from '../../system/shared/useServerError';
import { deleteDraft, draftPageOptions } from '../api';
import { StartProcessModal } from '../instances/StartProcessModal';

/**
 * /flowable/draft (menu component 'workflow/DraftList'): the user's unfinished start forms; continue
 * reopens the start dialog with the data kept, discard asks first.
 */
export function DraftListPage() {
  const { t } = useTranslation('workflow');
  const { message } = App.useApp();
  const report = useServerError();
  const [resuming, setResuming] = useState<WfDraftRow | null>(null);
  const columns = useMemo<ProColumns<WfDraftRow>[]>(
    () => [
      {
        title: t('drafts.titleField'),
        dataIndex: 'title',
        search: false,
        ellipsis: true,
        render: (_, row) =>
          row.title || <Typography.Text type="secondary">{t('drafts.untitled')}</Typography.Text>,
      },
      { title: t('drafts.model'), dataIndex: 'modelName', search: false, width: 200 },
      {
        title: t('drafts.updatedAt'),
        dataIndex: 'updatedAt',
        search: false,
        width: 170,
        render: (_, row) => formatDateTime(row.updatedAt),
      },
      {
        title: t('drafts.actions'),
        key: 'actions',
        search: false,
        fixed: 'right',
        width: 180,
        render: (_, row) => (
          <Space size="middle">
            <Can code={permissions.flowableDraft.submit}>
              <Typography.Link onClick={() => setResuming(row)}>{t('drafts.resume')}</Typography.Link>
            </Can>
            <Can code={permissions.flowableDraft.delete}>
              <Popconfirm
                title={t('drafts.discardConfirm')}
                okButtonProps={{ danger: true }}
                onConfirm={() =>
                  deleteDraft(row.id).then(() => void message.success(t('drafts.discarded')), report)
                }
              >
                <Typography.Link type="danger">{t('drafts.discard')}</Typography.Link>
              </Popconfirm>
            </Can>
          </Space>
        ),
      },
    ],
    [t, message, report],
  );
  return (
    <>
      <SgTable
        headerTitle={t('drafts.title')}
        rowKey="id"
        columns={columns}
        query={draftPageOptions}
        scrollX={800}
      />
      {resuming && (
        <StartProcessModal
          draft={{ id: resuming.id, modelId: resuming.modelId, title: resuming.title, data: resuming.data }}
          onClose={() => setResuming(null)}
        />
      )}
    </>
  );
}
