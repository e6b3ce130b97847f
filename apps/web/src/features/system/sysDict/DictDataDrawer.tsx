import { PlusOutlined } from '@ant-design/icons';
import { permissions, type SysDictDataRow, type SysDictTypeRow } from '@siteguard/contracts';
import { Button, Drawer } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SgTable } from '../../../components/table';
import { Can } from '../../../shell/permission';
import { useDictOptions } from '../../dict';
import { STATUS_DICT } from '../shared/StatusTag';
import { type SysDictDataQuery, sysDictDataPageOptions } from './api';
import { DictDataFormModal } from './DictDataFormModal';
import { dictDataColumns } from './dictDataColumns';

type Dialog = { data?: SysDictDataRow } | null;

/** The values of one dictionary type beside its list: find, add, edit and delete them. */
export function DictDataDrawer({ type, onClose }: { type: SysDictTypeRow; onClose: () => void }) {
  const { t } = useTranslation('system');
  const [dialog, setDialog] = useState<Dialog>(null);
  const statusOptions = useDictOptions(STATUS_DICT);
  const columns = useMemo(
    () => dictDataColumns(t, { statusOptions, onEdit: (data) => setDialog({ data }) }),
    [t, statusOptions],
  );
  const query = useCallback(
    (page: Omit<SysDictDataQuery, 'typeId'>) => sysDictDataPageOptions({ ...page, typeId: type.id }),
    [type.id],
  );

  return (
    <Drawer
      open
      title={t('dict.valuesTitle', { name: type.title, code: type.code })}
      width={1000}
      onClose={onClose}
      destroyOnHidden
    >
      <SgTable
        rowKey="id"
        columns={columns}
        query={query}
        scrollX={860}
        toolbar={() => [
          <Can key="add" code={permissions.sysDictData.add}>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({})}>
              {t('common.add')}
            </Button>
          </Can>,
        ]}
      />
      {dialog && <DictDataFormModal typeId={type.id} data={dialog.data} onClose={() => setDialog(null)} />}
    </Drawer>
  );
}
