import { PlusOutlined } from '@ant-design/icons';
import { permissions, type SysAppRow } from '@siteguard/contracts';
import { Button } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SgTable } from '../../../components/table';
import { Can } from '../../../shell/permission';
import { useDictOptions } from '../../dict';
import { STATUS_DICT } from '../shared/StatusTag';
import { AppFormModal } from './AppFormModal';
import { sysAppPageOptions } from './api';
import { appColumns } from './appColumns';

type Dialog = { app?: SysAppRow } | null;

/**
 * /system/app (menu component 'system/AppList'): the applications users switch between, which one
 * they land in (the default), names in three languages and status.
 */
export function AppListPage() {
  const { t } = useTranslation('system');
  const [dialog, setDialog] = useState<Dialog>(null);
  const statusOptions = useDictOptions(STATUS_DICT);
  const columns = useMemo(
    () => appColumns(t, { statusOptions, onEdit: (app) => setDialog({ app }) }),
    [t, statusOptions],
  );

  return (
    <>
      <SgTable
        headerTitle={t('app.title')}
        rowKey="id"
        columns={columns}
        query={sysAppPageOptions}
        scrollX={900}
        toolbar={() => [
          <Can key="add" code={permissions.sysApp.add}>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({})}>
              {t('common.add')}
            </Button>
          </Can>,
        ]}
      />
      {dialog && <AppFormModal app={dialog.app} onClose={() => setDialog(null)} />}
    </>
  );
}
