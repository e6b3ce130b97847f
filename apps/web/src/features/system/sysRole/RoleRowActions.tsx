import { permissions, type SysRoleRow } from '@siteguard/contracts';
import { App, Popconfirm, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Can } from '../../../shell/permission';
import { useServerError } from '../shared/useServerError';
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
  const report = useServerError();
  const { message } = App.useApp();
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
        <Popconfirm
          title={t('common.deleteConfirm', { name: role.name })}
          okButtonProps={{ danger: true }}
          onConfirm={() =>
            deleteSysRole(role.id).then(() => void message.success(t('common.deleted')), report)
          }
        >
          <Typography.Link type="danger">{t('common.delete')}</Typography.Link>
        </Popconfirm>
      </Can>
    </Space>
  );
}
