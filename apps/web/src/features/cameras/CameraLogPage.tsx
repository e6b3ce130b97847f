import { DeleteOutlined } from '@ant-design/icons';
import { type HkLogRow, permissions } from '@siteguard/contracts';
import { App, Button } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { SgTable, type SgTableToolbarContext } from '../../components/table';
import { Can, usePermission } from '../../shell/permission';
import { useDictOptions } from '../dict';
import { deleteHkLogs, type HkLogFilters, hkLogExport, hkLogPageOptions } from './hkLogApi';
import { HK_LOG_TYPE_DICT, hkLogColumns } from './hkLogColumns';
import { useHkLogLiveUpdates } from './useHkLogLiveUpdates';

function DeleteSelected({ selectedRowKeys, clearSelection }: SgTableToolbarContext<HkLogRow, HkLogFilters>) {
  const { t } = useTranslation('cameras');
  const { modal, message } = App.useApp();
  const ids = selectedRowKeys.map(String);
  const confirm = () =>
    modal.confirm({
      title: t('log.deleteConfirm', { count: ids.length }),
      okText: t('log.deleteOk'),
      okButtonProps: { danger: true },
      onOk: async () => {
        const deleted = await deleteHkLogs(ids);
        clearSelection();
        void message.success(t('log.deleted', { count: deleted }));
      },
    });
  return (
    <Button danger icon={<DeleteOutlined />} disabled={ids.length === 0} onClick={confirm}>
      {t('log.deleteSelected')}
    </Button>
  );
}

/** /cameras/log (menu component 'cameras/Log'): the tenant's camera logs, live as new ones arrive. */
export function CameraLogPage() {
  const { t } = useTranslation('cameras');
  const typeOptions = useDictOptions(HK_LOG_TYPE_DICT);
  const columns = useMemo(() => hkLogColumns(t, typeOptions), [t, typeOptions]);
  // Row checkboxes serve only the delete: without it they would promise an action that is not there.
  const canDelete = usePermission(permissions.hkLog.delete);
  useHkLogLiveUpdates();

  return (
    <SgTable
      headerTitle={t('log.title')}
      rowKey="id"
      columns={columns}
      query={hkLogPageOptions}
      selectable={canDelete}
      // The fixed columns plus a readable message; narrower screens scroll sideways.
      scrollX={1000}
      toolbar={(context) => [
        <Can key="delete" code={permissions.hkLog.delete}>
          <DeleteSelected {...context} />
        </Can>,
      ]}
      exportFile={{ permission: permissions.hkLog.export, start: hkLogExport }}
    />
  );
}
