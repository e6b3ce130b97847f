import { DATA_SCOPE_TYPES, type DataScopeType, type SysRoleRow } from '@siteguard/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Form, Modal, Radio, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useServerError } from '../shared/useServerError';
import { OrgCheckTree } from '../sysOrg/OrgCheckTree';
import { grantSysRoleData, sysRoleOwnDataOptions } from './api';
import { DATA_SCOPE_VALUES } from './dataScope';

/** A role's data scope: one of the five types, and for 'custom' the organisations ticked one by one. */
export function GrantDataModal({ role, onClose }: { role: SysRoleRow; onClose: () => void }) {
  const { t } = useTranslation('system');
  const report = useServerError();
  const { message } = App.useApp();
  const owned = useQuery(sysRoleOwnDataOptions(role.id));
  const [type, setType] = useState<DataScopeType | null>(null);
  const [orgIds, setOrgIds] = useState<string[] | null>(null);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState(false);
  const scope = type ?? ((owned.data?.dataScopeType ?? DATA_SCOPE_TYPES.all) as DataScopeType);
  const chosen = orgIds ?? owned.data?.orgIds ?? [];
  const custom = scope === DATA_SCOPE_TYPES.custom;

  const save = async () => {
    if (custom && chosen.length === 0) {
      setError(true);
      return;
    }
    setSaving(true);
    try {
      await grantSysRoleData({
        id: role.id,
        dataScopeType: scope,
        grantOrgIdList: custom ? chosen : [],
      });
      void message.success(t('common.saved'));
      onClose();
    } catch (error) {
      // The dialog stays open with the choices kept.
      report(error);
    } finally {
      setSaving(false);
    }
  };

  const loading = owned.isLoading;
  return (
    <Modal
      open
      title={t('role.grantDataTitle', { name: role.name })}
      onCancel={onClose}
      onOk={() => void save()}
      okButtonProps={{ disabled: loading, loading: saving }}
      width={560}
      destroyOnHidden
    >
      <Spin spinning={loading}>
        <Form layout="vertical">
          <Form.Item label={t('role.dataScope')}>
            <Radio.Group
              value={scope}
              disabled={loading}
              onChange={(event) => setType(event.target.value as DataScopeType)}
              options={DATA_SCOPE_VALUES.map((value) => ({ value, label: t(`role.scope${value}`) }))}
              style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
            />
          </Form.Item>
          {custom && (
            <Form.Item label={t('role.customOrgs')} required>
              {error && chosen.length === 0 && (
                <Alert
                  type="error"
                  showIcon
                  message={t('role.customOrgsRequired')}
                  style={{ marginBottom: 8 }}
                />
              )}
              <OrgCheckTree value={chosen} onChange={setOrgIds} />
            </Form.Item>
          )}
        </Form>
      </Spin>
    </Modal>
  );
}
