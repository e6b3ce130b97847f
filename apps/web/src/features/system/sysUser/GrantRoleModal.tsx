import type { SysUserRow } from '@siteguard/contracts';
import { useQuery } from '@tanstack/react-query';
import { App, Checkbox, Empty, Modal, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useServerError } from '../shared/useServerError';
import { grantSysUserRoles, roleChoiceOptions, sysUserOwnRoleOptions } from './api';

/** Ticks the roles of one user; saving replaces the user's roles with the ticked ones. */
export function GrantRoleModal({ user, onClose }: { user: SysUserRow; onClose: () => void }) {
  const { t } = useTranslation('system');
  const report = useServerError();
  const { message } = App.useApp();
  const roles = useQuery(roleChoiceOptions());
  const owned = useQuery(sysUserOwnRoleOptions(user.id));
  // Null until the user changes a tick: until then the server's answer is the selection.
  const [picked, setPicked] = useState<string[] | null>(null);
  const [saving, setSaving] = useState(false);
  const selection = picked ?? owned.data ?? [];

  const save = async () => {
    setSaving(true);
    try {
      await grantSysUserRoles(user.id, selection);
      void message.success(t('common.saved'));
      onClose();
    } catch (error) {
      // The dialog stays open with the choices kept.
      report(error);
    } finally {
      setSaving(false);
    }
  };

  const loading = roles.isLoading || owned.isLoading;
  return (
    <Modal
      open
      title={t('user.grantRoleTitle', { name: user.name })}
      onCancel={onClose}
      onOk={() => void save()}
      okButtonProps={{ disabled: loading, loading: saving }}
      destroyOnHidden
    >
      <Spin spinning={loading}>
        {roles.data?.length === 0 ? (
          <Empty />
        ) : (
          <Checkbox.Group
            style={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 8 }}
            value={selection}
            // A tick before the user's roles arrive would save without them.
            disabled={loading}
            onChange={(values) => setPicked(values.map(String))}
            options={(roles.data ?? []).map((role) => ({
              value: role.id,
              label: `${role.name} (${role.code})`,
            }))}
          />
        )}
      </Spin>
    </Modal>
  );
}
