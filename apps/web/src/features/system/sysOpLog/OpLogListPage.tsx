import { permissions } from '@siteguard/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SgTable } from '../../../components/table';
import { Can } from '../../../shell/permission';
import { LogClearButton } from '../shared/LogClearButton';
import { clearSysOpLog, sysOpLogExport, sysOpLogPageOptions } from './api';
import { OpLogDetailDrawer } from './OpLogDetailDrawer';
import { opLogColumns } from './opLogColumns';

/** /log/op (menu component 'system/OpLogList'): every mutating request, newest first, with details. */
export function OpLogListPage() {
  const { t } = useTranslation('system');
  const [detailId, setDetailId] = useState<string | null>(null);
  const columns = useMemo(() => opLogColumns(t, (row) => setDetailId(row.id)), [t]);
  return (
    <>
      <SgTable
        headerTitle={t('opLog.title')}
        rowKey="id"
        columns={columns}
        query={sysOpLogPageOptions}
        scrollX={1000}
        toolbar={() => [
          <Can key="clear" code={permissions.sysOpLog.delete}>
            <LogClearButton clear={clearSysOpLog} />
          </Can>,
        ]}
        exportFile={{ permission: permissions.sysOpLog.export, start: sysOpLogExport }}
      />
      {detailId && <OpLogDetailDrawer id={detailId} onClose={() => setDetailId(null)} />}
    </>
  );
}
