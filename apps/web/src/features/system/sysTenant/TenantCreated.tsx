import { Descriptions, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SysTenantAddResult } from './api';

/**
 * What the operator needs to hand over after creating a tenant: the administrator's account and,
 * when the server generated it, the password (stored only as a hash: this is the one chance to read
 * it), and the tenant code to enter when the login page asks for one.
 */
export function TenantCreated({ result, tenantOpen }: { result: SysTenantAddResult; tenantOpen: boolean }) {
  const { t } = useTranslation('system');
  return (
    <>
      <Typography.Paragraph>{t('tenant.createdIntro')}</Typography.Paragraph>
      <Descriptions column={1} size="small" bordered>
        <Descriptions.Item label={t('tenant.code')}>
          <Typography.Text code>{result.tenant.code}</Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label={t('tenant.adminAccount')}>
          <Typography.Text code copyable data-testid="tenant-admin-account">
            {result.adminAccount}
          </Typography.Text>
        </Descriptions.Item>
      </Descriptions>
      <Typography.Paragraph style={{ marginTop: 16 }}>
        {result.generatedPassword ? t('tenant.createdPassword') : t('tenant.createdOwnPassword')}
      </Typography.Paragraph>
      {result.generatedPassword && (
        <Typography.Text code copyable data-testid="tenant-admin-password">
          {result.generatedPassword}
        </Typography.Text>
      )}
      <Typography.Paragraph style={{ marginTop: 16 }} type={tenantOpen ? undefined : 'warning'}>
        {tenantOpen
          ? t('tenant.createdSignIn', { code: result.tenant.code })
          : t('tenant.createdTenantClosed')}
      </Typography.Paragraph>
    </>
  );
}
