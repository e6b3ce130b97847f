import { permissions, type SysTenantRow } from '@siteguard/contracts';
import { App, Switch } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../../shell/permission';
import { useServerError } from '../shared/useServerError';
import { setRegisterOpen } from './api';

/** A tenant's self-registration, switched in its row by those who may edit tenants. */
export function RegisterOpenSwitch({ tenant }: { tenant: SysTenantRow }) {
  const { t } = useTranslation('system');
  const report = useServerError();
  const { message } = App.useApp();
  const canEdit = usePermission(permissions.sysTenant.edit);
  const [saving, setSaving] = useState(false);
  const change = (open: boolean) => {
    setSaving(true);
    setRegisterOpen(tenant, open)
      .then(() => void message.success(t('common.saved')), report)
      .finally(() => setSaving(false));
  };
  return (
    <Switch
      size="small"
      checked={tenant.registerOpen}
      loading={saving}
      disabled={!canEdit}
      checkedChildren={t('tenant.on')}
      unCheckedChildren={t('tenant.off')}
      aria-label={`${t('tenant.registerOpen')} ${tenant.name}`}
      onChange={change}
    />
  );
}
