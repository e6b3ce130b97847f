import { permissions } from '@siteguard/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SgTable } from '../../../components/table';
import { Can } from '../../../shell/permission';
import { LogClearButton } from '../shared/LogClearButton';
import { clearSysVisLog, sysVisLogExport, sysVisLogPageOptions } from './api';
import { VisLogDetailDrawer } from './VisLogDetailDrawer';
import { visLogColumns } from './visLogColumns';

/** /log/vis (menu component 'system/VisLogList'): sign-ins, sign-outs and refused attempts, newest first. */
export function VisLogListPage() {
  const { t } = useTranslation('system');
  const [detailId, setDetailId] = useState<string | null>(null);
  const columns = useMemo(() => visLogColumns(t, (row) => setDetailId(row.id)), [t]);
  return (
    <>
      <SgTable
        headerTitle={t('visLog.title')}
        rowKey="id"
        columns={columns}
        query={sysVisLogPageOptions}
        scrollX={1000}
        toolbar={() => [
          <Can key="clear" code={permissions.sysVisLog.delete}>
            <LogClearButton clear={clearSysVisLog} />
          </Can>,
        ]}
        exportFile={{ permission: permissions.sysVisLog.export, start: sysVisLogExport }}
      />
      {detailId && <VisLogDetailDrawer id={detailId} onClose={() => setDetailId(null)} />}
    </>
  );
}
