import { permissions, type SysRoleRow } from '@siteguard/contracts';
import { Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Can } from '../../../shell/permission';
import { DeleteLink } from '../shared/DeleteLink';
import { deleteSysRole } from './api';

export interface RoleRowHandlers {
  onEdit: (role: SysRoleRow) => void;
  onGrantMenu: (role: SysRoleRow) => void;
  onGrantData: (role: SysRoleRow) => void;
}

export function RoleRowActions({
  role,
  onEdit,
  onGrantMenu,
  onGrantData,
}: { role: SysRoleRow } & RoleRowHandlers) {
  const { t } = useTranslation('system');
  return (
    <Space size="middle" wrap>
      <Can code={permissions.sysRole.edit}>
        <Typography.Link onClick={() => onEdit(role)}>{t('common.edit')}</Typography.Link>
      </Can>
      <Can code={permissions.sysRole.grantMenu}>
        <Typography.Link onClick={() => onGrantMenu(role)}>{t('role.grantMenu')}</Typography.Link>
      </Can>
      <Can code={permissions.sysRole.grantData}>
        <Typography.Link onClick={() => onGrantData(role)}>{t('role.grantData')}</Typography.Link>
      </Can>
      <Can code={permissions.sysRole.delete}>
        <DeleteLink name={role.name} onDelete={() => deleteSysRole(role.id)} />
      </Can>
    </Space>
  );
}
