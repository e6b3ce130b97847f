import { PlusOutlined } from '@ant-design/icons';
import { permissions, type SysDictTypeRow } from '@siteguard/contracts';
import { Button } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SgTable } from '../../../components/table';
import { Can } from '../../../shell/permission';
import { useDictOptions } from '../../dict';
import { STATUS_DICT } from '../shared/StatusTag';
import { sysDictTypePageOptions } from './api';
import { DictDataDrawer } from './DictDataDrawer';
import { DictTypeFormModal } from './DictTypeFormModal';
import { dictTypeColumns } from './dictTypeColumns';

type Dialog = { kind: 'form'; type?: SysDictTypeRow } | { kind: 'values'; type: SysDictTypeRow } | null;

/**
 * /base/dict (menu component 'system/DictTypeList'): dictionary types, and in a drawer each type's
 * values with their labels in three languages. Every change refreshes the dictionary tree the other
 * pages read, so their labels and selects follow at once. A type that still has values cannot be
 * deleted; the server's reason is shown.
 */
export function DictListPage() {
  const { t } = useTranslation('system');
  const [dialog, setDialog] = useState<Dialog>(null);
  const statusOptions = useDictOptions(STATUS_DICT);
  const columns = useMemo(
    () =>
      dictTypeColumns(t, {
        statusOptions,
        onValues: (type) => setDialog({ kind: 'values', type }),
        onEdit: (type) => setDialog({ kind: 'form', type }),
      }),
    [t, statusOptions],
  );
  const close = () => setDialog(null);

  return (
    <>
      <SgTable
        headerTitle={t('dict.title')}
        rowKey="id"
        columns={columns}
        query={sysDictTypePageOptions}
        scrollX={1100}
        toolbar={() => [
          <Can key="add" code={permissions.sysDictType.add}>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ kind: 'form' })}>
              {t('common.add')}
            </Button>
          </Can>,
        ]}
      />
      {dialog?.kind === 'form' && <DictTypeFormModal type={dialog.type} onClose={close} />}
      {dialog?.kind === 'values' && <DictDataDrawer type={dialog.type} onClose={close} />}
    </>
  );
}
