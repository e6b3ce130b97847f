import { DownOutlined } from '@ant-design/icons';
import { permissions, type SysUserRow } from '@siteguard/contracts';
import { App, Dropdown, type MenuProps, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Can, usePermission } from '../../../shell/permission';
import { DeleteLink } from '../shared/DeleteLink';
import { useServerError } from '../shared/useServerError';
import { deleteSysUser, resetSysUserPassword } from './api';

export interface UserRowHandlers {
  onEdit: (user: SysUserRow) => void;
  onGrantRole: (user: SysUserRow) => void;
  onGrantData: (user: SysUserRow) => void;
}

/** A user row's actions: edit and delete, with reset password, roles and data scope under 'More'. */
export function UserRowActions({
  user,
  onEdit,
  onGrantRole,
  onGrantData,
}: { user: SysUserRow } & UserRowHandlers) {
  const { t } = useTranslation('system');
  const report = useServerError();
  const { modal } = App.useApp();
  const canReset = usePermission(permissions.sysUser.resetPwd);
  const canGrant = usePermission(permissions.sysUser.grantRole);
  const canGrantData = usePermission(permissions.sysUser.grantData);

  const resetPassword = () =>
    modal.confirm({
      title: t('user.resetPwdConfirm', { name: user.name }),
      onOk: () => resetSysUserPassword(user.id).then(showPassword, report),
    });

  // The server keeps only a hash: this dialog is the one chance to read the new password.
  const showPassword = (password: string): void => {
    modal.success({
      title: t('user.resetPwdDone'),
      content: (
        <>
          <Typography.Paragraph>{t('user.resetPwdOnce')}</Typography.Paragraph>
          <Typography.Text code copyable data-testid="reset-password-value">
            {password}
          </Typography.Text>
        </>
      ),
    });
  };

  const more: MenuProps['items'] = [
    ...(canReset ? [{ key: 'reset', label: t('user.resetPwd'), onClick: resetPassword }] : []),
    ...(canGrant ? [{ key: 'grant', label: t('user.grantRole'), onClick: () => onGrantRole(user) }] : []),
    ...(canGrantData
      ? [{ key: 'grantData', label: t('user.grantData'), onClick: () => onGrantData(user) }]
      : []),
  ];

  return (
    <Space size="middle">
      <Can code={permissions.sysUser.edit}>
        <Typography.Link onClick={() => onEdit(user)}>{t('common.edit')}</Typography.Link>
      </Can>
      {user.adminType !== 1 && (
        <Can code={permissions.sysUser.delete}>
          <DeleteLink name={user.name} onDelete={() => deleteSysUser(user.id)} />
        </Can>
      )}
      {more.length > 0 && (
        <Dropdown menu={{ items: more }} trigger={['click']}>
          <Typography.Link>
            {t('user.more')} <DownOutlined />
          </Typography.Link>
        </Dropdown>
      )}
    </Space>
  );
}
