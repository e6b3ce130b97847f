import { PlusOutlined } from '@ant-design/icons';
import { permissions, type SysRoleRow } from '@siteguard/contracts';
import { Button } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SgTable } from '../../../components/table';
import { Can } from '../../../shell/permission';
import { useDictOptions } from '../../dict';
import { STATUS_DICT } from '../shared/StatusTag';
import { sysRolePageOptions } from './api';
import { GrantDataModal } from './GrantDataModal';
import { GrantMenuModal } from './GrantMenuModal';
import { RoleFormModal } from './RoleFormModal';
import { roleColumns } from './roleColumns';

type Dialog =
  | { kind: 'form'; role?: SysRoleRow }
  | { kind: 'menus'; role: SysRoleRow }
  | { kind: 'data'; role: SysRoleRow }
  | null;

/** /system/role (menu component 'system/RoleList'): roles, their menus and buttons, their data scope. */
export function RoleListPage() {
  const { t } = useTranslation('system');
  const [dialog, setDialog] = useState<Dialog>(null);
  const statusOptions = useDictOptions(STATUS_DICT);
  const columns = useMemo(
    () =>
      roleColumns(t, {
        statusOptions,
        onEdit: (role) => setDialog({ kind: 'form', role }),
        onGrantMenu: (role) => setDialog({ kind: 'menus', role }),
        onGrantData: (role) => setDialog({ kind: 'data', role }),
      }),
    [t, statusOptions],
  );
  const close = () => setDialog(null);

  return (
    <>
      <SgTable
        headerTitle={t('role.title')}
        rowKey="id"
        columns={columns}
        query={sysRolePageOptions}
        scrollX={1100}
        toolbar={() => [
          <Can key="add" code={permissions.sysRole.add}>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ kind: 'form' })}>
              {t('common.add')}
            </Button>
          </Can>,
        ]}
      />
      {dialog?.kind === 'form' && <RoleFormModal role={dialog.role} onClose={close} />}
      {dialog?.kind === 'menus' && <GrantMenuModal role={dialog.role} onClose={close} />}
      {dialog?.kind === 'data' && <GrantDataModal role={dialog.role} onClose={close} />}
    </>
  );
}
