import { permissions, type SysUserRow } from '@siteguard/contracts';
import { App, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../../shell/permission';
import { StatusTag } from '../shared/StatusTag';
import { useServerError } from '../shared/useServerError';
import { changeSysUserStatus } from './api';

/**
 * The status cell: a switch (on = enabled) for users allowed to change it, asking first because
 * disabling signs the user out; a plain tag for everyone else and for super admins, who cannot be
 * disabled.
 */
export function UserStatusSwitch({ user }: { user: SysUserRow }) {
  const { t } = useTranslation('system');
  const report = useServerError();
  const { modal, message } = App.useApp();
  const allowed = usePermission(permissions.sysUser.changeStatus);
  if (!allowed || user.adminType === 1) return <StatusTag value={user.status} />;

  const enabled = user.status === 0;
  const confirm = () =>
    modal.confirm({
      title: t(enabled ? 'user.disableConfirm' : 'user.enableConfirm', { name: user.name }),
      okButtonProps: { danger: enabled },
      onOk: () =>
        changeSysUserStatus(user.id, enabled ? 1 : 0).then(
          () => void message.success(t('user.statusChanged')),
          report,
        ),
    });
  return (
    <Switch
      size="small"
      checked={enabled}
      checkedChildren={t('common.enabled')}
      unCheckedChildren={t('common.disabled')}
      aria-label={t('common.status')}
      onChange={confirm}
    />
  );
}
