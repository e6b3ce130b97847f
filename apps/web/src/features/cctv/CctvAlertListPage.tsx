import { DeleteOutlined } from '@ant-design/icons';
import { type CctvAlertRow, permissions } from '@siteguard/contracts';
import { App, Button } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { SgTable, type SgTableToolbarContext } from '../../components/table';
import { currentLang } from '../../i18n/i18n';
import { Can, usePermission } from '../../shell/permission';
import { cctvAlertExport, cctvAlertPageOptions, deleteCctvAlerts, useCctvAlertLiveUpdates } from './api';
import { CctvAlertDrawer } from './CctvAlertDrawer';
import { cctvAlertColumns } from './cctvAlertColumns';
import type { CctvAlertFilters } from './cctvQuery';

function DeleteSelected({
  selectedRowKeys,
  clearSelection,
}: SgTableToolbarContext<CctvAlertRow, CctvAlertFilters>) {
  const { t } = useTranslation('cctv');
  const { modal, message } = App.useApp();
  const ids = selectedRowKeys.map(String);
  const confirm = () =>
    modal.confirm({
      title: t('alerts.deleteConfirm', { count: ids.length }),
      okText: t('alerts.deleteOk'),
      okButtonProps: { danger: true },
      onOk: async () => {
        // A refusal is shown by the request client; the dialog stays open to try again or cancel.
        const deleted = await deleteCctvAlerts(ids);
        clearSelection();
        void message.success(t('alerts.deleted', { count: deleted }));
      },
    });
  return (
    <Button
      danger
      icon={<DeleteOutlined />}
      disabled={ids.length === 0}
      onClick={confirm}
      data-testid="cctv-delete"
    >
      {t('alerts.deleteSelected')}
    </Button>
  );
}

/**
 * devices/cctv/AlertList: the cameras' alerts (analytics and cameras down) with snapshots and their
 * lifecycle status, newest first and live.
 */
export function CctvAlertListPage() {
  const { t } = useTranslation('cctv');
  const lang = currentLang();
  const [open, setOpen] = useState<CctvAlertRow | null>(null);
  // A message's link (?alert=<id>) opens that alert at once.
  const [params, setParams] = useSearchParams();
  const linked = params.get('alert');
  const canDetail = usePermission(permissions.cctvAlert.detail);
  // Row checkboxes serve only the delete: without it they would promise an action that is not there.
  const canDelete = usePermission(permissions.cctvAlert.delete);
  // On a phone a pinned column would leave the snapshot alone beside it: it scrolls with the rest.
  // Decided once (ProTable keeps a column's first `fixed` in its settings), at antd's md breakpoint.
  const [pinActions] = useState(() => window.matchMedia('(min-width: 768px)').matches);
  useCctvAlertLiveUpdates();
  const columns = useMemo(
    () => [
      ...cctvAlertColumns(t, lang, canDetail ? setOpen : undefined),
      ...(canDetail
        ? [
            {
              title: t('alerts.actions'),
              key: 'actions',
              search: false as const,
              fixed: pinActions ? ('right' as const) : undefined,
              width: 88,
              render: (_: unknown, row: CctvAlertRow) => (
                <Button
                  type="link"
                  size="small"
                  style={{ paddingInline: 0 }}
                  onClick={() => setOpen(row)}
                  data-testid={`cctv-detail-${row.id}`}
                >
                  {t('alerts.detail')}
                </Button>
              ),
            },
          ]
        : []),
    ],
    [t, lang, canDetail, pinActions],
  );
  return (
    <>
      <SgTable
        headerTitle={t('alerts.title')}
        rowKey="id"
        columns={columns}
        query={cctvAlertPageOptions}
        selectable={canDelete}
        // The fixed columns and a short message fit the content area at 1440 wide; narrower screens scroll.
        scrollX={1182}
        toolbar={(context) => [
          <Can key="delete" code={permissions.cctvAlert.delete}>
            <DeleteSelected {...context} />
          </Can>,
        ]}
        exportFile={{ permission: permissions.cctvAlert.export, start: cctvAlertExport }}
      />
      {open ? (
        <CctvAlertDrawer id={open.id} row={open} onClose={() => setOpen(null)} />
      ) : linked && canDetail ? (
        <CctvAlertDrawer
          id={linked}
          onClose={() =>
            setParams(
              (params) => {
                params.delete('alert');
                return params;
              },
              { replace: true },
            )
          }
        />
      ) : null}
    </>
  );
}
