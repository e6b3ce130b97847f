import { DeleteOutlined, EyeOutlined } from '@ant-design/icons';
import { type AlertFamily, type AlertRow, permissions } from '@siteguard/contracts';
import { App, Button } from 'antd';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { SgTable } from '../../../components/table';
import { currentLang } from '../../../i18n/i18n';
import { Can, usePermission } from '../../../shell/permission';
import { useServerError } from '../../system/shared/useServerError';
import { alertExport, alertPageOptions, deleteGasAlerts, markAlertsViewed } from '../api';
import { AlertActions } from './AlertHandling';
import { alertColumns } from './alertColumns';
import { useDeviceAlertLiveUpdates } from './useDeviceAlertLiveUpdates';

/** A family's alerts, newest first and live: filters, handling per row, mark viewed, export (and delete of closed gas alerts). */
export function AlertTable({ family, title }: { family: AlertFamily; title: ReactNode }) {
  const { t } = useTranslation('devices');
  const { t: tc } = useTranslation('components');
  const { modal, message } = App.useApp();
  const report = useServerError();
  const lang = currentLang();
  useDeviceAlertLiveUpdates();
  const columns = useMemo(
    () => [
      ...alertColumns(t, lang, family),
      {
        title: tc('resource.actions'),
        key: 'actions',
        search: false as const,
        fixed: 'right' as const,
        width: 230,
        render: (_: unknown, row: AlertRow) => <AlertActions family={family} row={row} />,
      },
    ],
    [t, tc, lang, family],
  );
  const canView = usePermission(
    family === 'swAlert' ? permissions.swAlert.markViewed : permissions.gasAlert.page,
  );
  const canDelete = usePermission(permissions.gasAlert.delete);
  const query = useMemo(() => alertPageOptions(family), [family]);
  return (
    <SgTable
      headerTitle={title}
      rowKey="id"
      columns={columns}
      query={query}
      selectable={canView || (family === 'gasAlert' && canDelete)}
      scrollX={2100}
      toolbar={({ selectedRowKeys, clearSelection }) => {
        const ids = selectedRowKeys.map(String);
        return [
          ...(canView
            ? [
                <Button
                  key="viewed"
                  icon={<EyeOutlined />}
                  disabled={ids.length === 0}
                  onClick={async () => {
                    try {
                      const { updated } = await markAlertsViewed(family, ids);
                      clearSelection();
                      void message.success(t('alerts.markedViewed', { count: updated }));
                    } catch (error) {
                      report(error);
                    }
                  }}
                >
                  {t('alerts.actions.markViewed')}
                </Button>,
              ]
            : []),
          ...(family === 'gasAlert'
            ? [
                <Can key="delete" code={permissions.gasAlert.delete}>
                  <Button
                    danger
                    icon={<DeleteOutlined />}
                    disabled={ids.length === 0}
                    onClick={() =>
                      modal.confirm({
                        title: t('alerts.deleteConfirm', { count: ids.length }),
                        okButtonProps: { danger: true },
                        onOk: async () => {
                          const { deleted } = await deleteGasAlerts(ids);
                          clearSelection();
                          void message.success(t('alerts.deleted', { count: deleted }));
                        },
                      })
                    }
                  >
                    {t('alerts.actions.deleteClosed')}
                  </Button>
                </Can>,
              ]
            : []),
        ];
      }}
      exportFile={{
        permission: family === 'swAlert' ? permissions.swAlert.export : permissions.gasAlert.export,
        start: alertExport(family),
      }}
    />
  );
}
