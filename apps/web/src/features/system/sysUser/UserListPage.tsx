import { ImportOutlined, PlusOutlined } from '@ant-design/icons';
import { permissions, type SysUserRow } from '@siteguard/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SgTable } from '../../../components/table';
import { Can } from '../../../shell/permission';
import { useDictOptions } from '../../dict';
import { STATUS_DICT } from '../shared/StatusTag';
import { orgTreeOptions, sysOrgTreeOptions } from '../sysOrg/api';
import { sysUserExport, sysUserPageOptions } from './api';
import { GrantRoleModal } from './GrantRoleModal';
import { GrantUserDataModal } from './GrantUserDataModal';
import { UserFormModal } from './UserFormModal';
import { UserImportModal } from './UserImportModal';
import { userColumns } from './userColumns';

type Dialog =
  | { kind: 'form'; id?: string }
  | { kind: 'roles'; user: SysUserRow }
  | { kind: 'data'; user: SysUserRow }
  | { kind: 'import' }
  | null;

/** /system/user (menu component 'system/UserList'): the users within the caller's data scope. */
export function UserListPage() {
  const { t } = useTranslation('system');
  const [dialog, setDialog] = useState<Dialog>(null);
  const orgs = useQuery(sysOrgTreeOptions());
  const statusOptions = useDictOptions(STATUS_DICT);
  const columns = useMemo(
    () =>
      userColumns(t, {
        orgTree: orgTreeOptions(orgs.data ?? []),
        statusOptions,
        onEdit: (user) => setDialog({ kind: 'form', id: user.id }),
        onGrantRole: (user) => setDialog({ kind: 'roles', user }),
        onGrantData: (user) => setDialog({ kind: 'data', user }),
      }),
    [t, orgs.data, statusOptions],
  );
  const close = () => setDialog(null);

  return (
    <>
      <SgTable
        headerTitle={t('user.title')}
        rowKey="id"
        columns={columns}
        query={sysUserPageOptions}
        scrollX={1100}
        toolbar={() => [
          <Can key="add" code={permissions.sysUser.add}>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ kind: 'form' })}>
              {t('common.add')}
            </Button>
          </Can>,
          <Can key="import" code={permissions.sysUser.import}>
            <Button icon={<ImportOutlined />} onClick={() => setDialog({ kind: 'import' })}>
              {t('user.import')}
            </Button>
          </Can>,
        ]}
        exportFile={{ permission: permissions.sysUser.export, start: sysUserExport }}
      />
      {dialog?.kind === 'form' && <UserFormModal id={dialog.id} onClose={close} />}
      {dialog?.kind === 'roles' && <GrantRoleModal user={dialog.user} onClose={close} />}
      {dialog?.kind === 'data' && <GrantUserDataModal user={dialog.user} onClose={close} />}
      {dialog?.kind === 'import' && <UserImportModal onClose={close} />}
    </>
  );
}
