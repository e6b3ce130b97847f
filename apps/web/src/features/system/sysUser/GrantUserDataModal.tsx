import type { SysUserRow } from '@siteguard/contracts';
import { useQuery } from '@tanstack/react-query';
import { App, Modal, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useServerError } from '../shared/useServerError';
import { OrgCheckTree } from '../sysOrg/OrgCheckTree';
import { grantSysUserData, sysUserOwnDataOptions } from './api';

/**
 * The organisations one user may see on top of their roles' data scopes; saving replaces them
 * (none ticked removes every extra organisation).
 */
export function GrantUserDataModal({ user, onClose }: { user: SysUserRow; onClose: () => void }) {
  const { t } = useTranslation('system');
  const report = useServerError();
  const { message } = App.useApp();
  const owned = useQuery(sysUserOwnDataOptions(user.id));
  // Null until the user changes a tick: until then the server's answer is the selection.
  const [picked, setPicked] = useState<string[] | null>(null);
  const [saving, setSaving] = useState(false);
  const chosen = picked ?? owned.data ?? [];

  const save = async () => {
    setSaving(true);
    try {
      await grantSysUserData(user.id, chosen);
      void message.success(t('common.saved'));
      onClose();
    } catch (error) {
      // The dialog stays open with the choices kept.
      report(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      title={t('user.grantDataTitle', { name: user.name })}
      onCancel={onClose}
      onOk={() => void save()}
      okButtonProps={{ disabled: owned.isLoading, loading: saving }}
      width={560}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('user.grantDataHint')}</Typography.Paragraph>
      <Spin spinning={owned.isLoading}>
        {/* A tick before the user's organisations arrive would save without them. */}
        <OrgCheckTree value={chosen} onChange={setPicked} disabled={owned.isLoading} />
      </Spin>
    </Modal>
  );
}
