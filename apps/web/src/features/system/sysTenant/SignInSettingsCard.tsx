import { type PlatformSettings, permissions } from '@siteguard/contracts';
import { useQuery } from '@tanstack/react-query';
import { App, Card, Flex, Switch, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../../shell/permission';
import { useServerError } from '../shared/useServerError';
import { platformSettingsOptions, savePlatformSettings } from './api';

const SWITCHES = [
  { key: 'tenantOpen', label: 'tenant.tenantOpen', hint: 'tenant.tenantOpenHint' },
  { key: 'captchaOpen', label: 'tenant.captchaOpen', hint: 'tenant.captchaOpenHint' },
] as const;

/**
 * The platform's sign-in switches, above the tenants they apply to: whether the login page asks for
 * a tenant code and whether it shows the slider captcha. Read with the list's permission, changed
 * with the edit permission.
 */
export function SignInSettingsCard() {
  const { t } = useTranslation('system');
  const report = useServerError();
  const { message } = App.useApp();
  const canEdit = usePermission(permissions.sysTenant.edit);
  const settings = useQuery(platformSettingsOptions());
  const [saving, setSaving] = useState<keyof PlatformSettings | null>(null);

  const change = async (key: keyof PlatformSettings, value: boolean) => {
    setSaving(key);
    try {
      await savePlatformSettings({ [key]: value });
      void message.success(t('tenant.settingsSaved'));
    } catch (error) {
      report(error);
    } finally {
      setSaving(null);
    }
  };

  return (
    <Card
      size="small"
      title={t('tenant.settings')}
      extra={<Typography.Text type="secondary">{t('tenant.settingsHint')}</Typography.Text>}
      style={{ marginBottom: 16 }}
      loading={settings.isLoading}
    >
      <Flex gap={48} wrap>
        {SWITCHES.map(({ key, label, hint }) => (
          <Flex key={key} gap={12} align="start" style={{ flex: '1 1 320px' }}>
            <Switch
              id={`platform-${key}`}
              checked={settings.data?.[key] ?? false}
              loading={saving === key}
              disabled={!canEdit || !settings.data}
              checkedChildren={t('tenant.on')}
              unCheckedChildren={t('tenant.off')}
              onChange={(value) => void change(key, value)}
            />
            <label htmlFor={`platform-${key}`}>
              <Typography.Text strong>{t(label)}</Typography.Text>
              <br />
              <Typography.Text type="secondary">{t(hint)}</Typography.Text>
            </label>
          </Flex>
        ))}
      </Flex>
    </Card>
  );
}
