import { PlusOutlined } from '@ant-design/icons';
import { permissions, type SysTenantRow } from '@siteguard/contracts';
import { useQuery } from '@tanstack/react-query';
import { App, Button } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SgTable } from '../../../components/table';
import { Can } from '../../../shell/permission';
import { useSessionUser } from '../../../shell/session/useSessionUser';
import { useDictOptions } from '../../dict';
import { STATUS_DICT } from '../shared/StatusTag';
import { platformSettingsOptions, type SysTenantAddResult, sysTenantPageOptions } from './api';
import { SignInSettingsCard } from './SignInSettingsCard';
import { TenantCreated } from './TenantCreated';
import { TenantFormModal } from './TenantFormModal';
import { tenantColumns } from './tenantColumns';

type Dialog = { tenant?: SysTenantRow } | null;

/**
 * /base/tenant (menu component 'system/TenantList'): the platform's sign-in switches, then the
 * tenants. Only the platform tenant manages tenants; others get the server's refusal.
 */
export function TenantListPage() {
  const { t } = useTranslation('system');
  const { modal } = App.useApp();
  const [dialog, setDialog] = useState<Dialog>(null);
  const statusOptions = useDictOptions(STATUS_DICT);
  const { data: user } = useSessionUser();
  const settings = useQuery(platformSettingsOptions());
  const ownTenantCode = user?.tenant.code;
  const columns = useMemo(
    () => tenantColumns(t, { statusOptions, ownTenantCode, onEdit: (tenant) => setDialog({ tenant }) }),
    [t, statusOptions, ownTenantCode],
  );
  const showCreated = (result: SysTenantAddResult) =>
    modal.success({
      title: t('tenant.createdTitle', { name: result.tenant.name }),
      width: 520,
      content: <TenantCreated result={result} tenantOpen={settings.data?.tenantOpen ?? false} />,
    });

  return (
    <>
      <SignInSettingsCard />
      <SgTable
        headerTitle={t('tenant.title')}
        rowKey="id"
        columns={columns}
        query={sysTenantPageOptions}
        scrollX={900}
        toolbar={() => [
          <Can key="add" code={permissions.sysTenant.add}>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({})}>
              {t('common.add')}
            </Button>
          </Can>,
        ]}
      />
      {dialog && (
        <TenantFormModal tenant={dialog.tenant} onClose={() => setDialog(null)} onCreated={showCreated} />
      )}
    </>
  );
}
