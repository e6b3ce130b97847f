import { PlusOutlined } from '@ant-design/icons';
import { permissions, type SysPosRow } from '@siteguard/contracts';
import { Button } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SgTable } from '../../../components/table';
import { Can } from '../../../shell/permission';
import { sysPosPageOptions } from './api';
import { PosFormModal } from './PosFormModal';
import { posColumns } from './posColumns';

type Dialog = { pos?: SysPosRow } | null;

/**
 * /organisation/pos (menu component 'system/PosList'): the positions users hold. A delete refused
 * because users still hold the position shows the server's reason.
 */
export function PosListPage() {
  const { t } = useTranslation('system');
  const [dialog, setDialog] = useState<Dialog>(null);
  const columns = useMemo(() => posColumns(t, (pos) => setDialog({ pos })), [t]);
  return (
    <>
      <SgTable
        headerTitle={t('pos.title')}
        rowKey="id"
        columns={columns}
        query={sysPosPageOptions}
        scrollX={900}
        toolbar={() => [
          <Can key="add" code={permissions.sysPos.add}>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({})}>
              {t('common.add')}
            </Button>
          </Can>,
        ]}
      />
      {dialog && <PosFormModal pos={dialog.pos} onClose={() => setDialog(null)} />}
    </>
  );
}
