import { ApartmentOutlined, LockOutlined, SafetyCertificateOutlined, UserOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Checkbox, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/ApiError';
import { captchaOpenOptions, tenantOpenOptions } from './api';
import styles from './LoginPage.module.css';

/** The sign-in payload of spec §3, plus the tenant when the server asks for one. */
interface LoginValues {
  account: string;
  password: string;
  rememberMe: boolean;
  tenantCode?: string;
}

/** Spec §8: a login page that cannot reach the API says so instead of failing silently. */
function isBackendDown(error: Error | null): boolean {
  return isApiError(error) && (error.isUnreachable || error.status >= 500);
}

/**
 * Sign-in screen. The settings calls are real; sending the credentials arrives with the session
 * issue, so submitting only validates the form and says so.
 */
export function LoginPage() {
  const { t } = useTranslation('auth');
  const { message } = App.useApp();
  const captchaOpen = useQuery(captchaOpenOptions());
  const tenantOpen = useQuery(tenantOpenOptions());
  const backendDown = isBackendDown(captchaOpen.error) || isBackendDown(tenantOpen.error);

  const onFinish = (_values: LoginValues) => {
    void message.info(t('login.comingSoon'));
  };

  return (
    <>
      <h2 className={styles.heading}>{t('login.heading')}</h2>
      {backendDown && (
        <Alert className={styles.alert} type="error" showIcon message={t('login.backendDown')} />
      )}
      <Form<LoginValues>
        name="login"
        size="large"
        initialValues={{ rememberMe: false }}
        onFinish={onFinish}
        autoComplete="on"
      >
        {tenantOpen.data === true && (
          <Form.Item name="tenantCode" rules={[{ required: true, message: t('login.tenantRequired') }]}>
            <Input
              prefix={<ApartmentOutlined className={styles.fieldIcon} />}
              placeholder={t('login.tenant')}
              aria-label={t('login.tenant')}
              autoComplete="organization"
            />
          </Form.Item>
        )}
        <Form.Item
          name="account"
          rules={[{ required: true, whitespace: true, message: t('login.accountRequired') }]}
        >
          <Input
            prefix={<UserOutlined className={styles.fieldIcon} />}
            placeholder={t('login.account')}
            aria-label={t('login.account')}
            autoComplete="username"
          />
        </Form.Item>
        <Form.Item name="password" rules={[{ required: true, message: t('login.passwordRequired') }]}>
          <Input.Password
            prefix={<LockOutlined className={styles.fieldIcon} />}
            placeholder={t('login.password')}
            aria-label={t('login.password')}
            autoComplete="current-password"
          />
        </Form.Item>
        {captchaOpen.data === true && (
          <Form.Item>
            <Alert
              type="info"
              showIcon
              icon={<SafetyCertificateOutlined />}
              message={t('login.captchaHint')}
            />
          </Form.Item>
        )}
        <Form.Item name="rememberMe" valuePropName="checked" className={styles.remember}>
          <Checkbox>{t('login.rememberMe')}</Checkbox>
        </Form.Item>
        <Form.Item className={styles.submit}>
          <Button type="primary" htmlType="submit" block>
            {t('login.submit')}
          </Button>
        </Form.Item>
      </Form>
    </>
  );
}
