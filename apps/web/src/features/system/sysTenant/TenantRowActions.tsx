import { permissions, type SysTenantRow } from '@siteguard/contracts';
import { App, Popconfirm, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Can } from '../../../shell/permission';
import { useServerError } from '../shared/useServerError';
import { deleteSysTenant } from './api';

export interface TenantRowHandlers {
  onEdit: (tenant: SysTenantRow) => void;
  /** The caller's own tenant (the platform's), which cannot be deleted. */
  ownTenantCode: string | undefined;
}

export function TenantRowActions({
  tenant,
  onEdit,
  ownTenantCode,
}: { tenant: SysTenantRow } & TenantRowHandlers) {
  const { t } = useTranslation('system');
  const report = useServerError();
  const { message } = App.useApp();
  return (
    <Space size="middle" style={{ whiteSpace: 'nowrap' }}>
      <Can code={permissions.sysTenant.edit}>
        <Typography.Link onClick={() => onEdit(tenant)}>{t('common.edit')}</Typography.Link>
      </Can>
      {tenant.code !== ownTenantCode && (
        <Can code={permissions.sysTenant.delete}>
          <Popconfirm
            title={t('tenant.deleteConfirm', { name: tenant.name })}
            okButtonProps={{ danger: true }}
            onConfirm={() =>
              deleteSysTenant(tenant.id).then(() => void message.success(t('common.deleted')), report)
            }
          >
            <Typography.Link type="danger">{t('common.delete')}</Typography.Link>
          </Popconfirm>
        </Can>
      )}
    </Space>
  );
}
