import { ApartmentOutlined, LockOutlined, UserOutlined } from '@ant-design/icons';
import { errors } from '@siteguard/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Checkbox, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '../../api/ApiError';
import { setToken } from '../../api/token';
import { sessionKeys } from '../../shell/session/sessionApi';
import {
  authKeys,
  captchaChallengeOptions,
  captchaOpenOptions,
  checkCaptcha,
  login,
  publicKeyOptions,
  registerOpenOptions,
  tenantOpenOptions,
} from './api';
import { CaptchaInput } from './CaptchaInput';
import { encryptPassword } from './encryptPassword';
import styles from './LoginPage.module.css';
import { type LoginFailure, loginFailureOf } from './loginError';
import { readRememberedSignIn, saveRememberedSignIn } from './rememberMe';
import { safeRedirect } from './safeRedirect';

/** The sign-in payload of spec §3, plus the tenant and captcha answer when the server asks for them. */
interface LoginValues {
  account: string;
  password: string;
  rememberMe: boolean;
  tenantCode?: string;
  captcha?: string;
}

/** Spec §8: a login page that cannot reach the API says so instead of failing silently. */
function isBackendDown(error: Error | null): boolean {
  return isApiError(error) && (error.isUnreachable || error.status >= 500);
}

/**
 * Sign-in: the password travels SM2-encrypted with the server's key; a captcha is checked first when
 * the server asks for one. Success stores the token and goes on to the `redirect` target.
 */
export function LoginPage() {
  const { t } = useTranslation('auth');
  const [form] = Form.useForm<LoginValues>();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [failure, setFailure] = useState<LoginFailure | null>(null);
  const [submitting, setSubmitting] = useState(false);
  // A 'remember me' sign-in within the last 30 days fills in its account (and tenant) again.
  const [remembered] = useState(() => readRememberedSignIn(document.cookie));
  const captchaOpen = useQuery(captchaOpenOptions());
  const tenantOpen = useQuery(tenantOpenOptions());
  const registerOpen = useQuery(registerOpenOptions());
  const challenge = useQuery({ ...captchaChallengeOptions(), enabled: captchaOpen.data === true });
  const backendDown = isBackendDown(captchaOpen.error) || isBackendDown(tenantOpen.error);

  const refreshCaptcha = () => {
    form.setFieldValue('captcha', '');
    void challenge.refetch();
  };

  const onFinish = async (values: LoginValues) => {
    setFailure(null);
    setSubmitting(true);
    try {
      const publicKey = await queryClient.fetchQuery(publicKeyOptions());
      let captchaVerification: string | undefined;
      if (captchaOpen.data === true && challenge.data) {
        captchaVerification = (await checkCaptcha(challenge.data.token, values.captcha ?? '')).verification;
      }
      const result = await login({
        account: values.account.trim(),
        password: await encryptPassword(values.password, publicKey),
        rememberMe: values.rememberMe,
        tenantCode: values.tenantCode?.trim() || undefined,
        captchaVerification,
      });
      setToken(result.token, result.expiresAt);
      saveRememberedSignIn(
        values.rememberMe ? { account: values.account.trim(), tenantCode: values.tenantCode?.trim() } : null,
      );
      // Whatever an earlier session left in the cache belongs to someone else.
      queryClient.removeQueries({ queryKey: sessionKeys.all });
      navigate(safeRedirect(searchParams.get('redirect')), { replace: true });
    } catch (error) {
      setFailure(loginFailureOf(error));
      // A key the server no longer holds (its data directory changed) must be fetched again.
      if (isApiError(error) && error.code === errors.PASSWORD_DECRYPT_ERROR.code) {
        queryClient.removeQueries({ queryKey: authKeys.publicKey() });
      }
      // A challenge is single use: any failure needs a new one.
      if (captchaOpen.data === true) refreshCaptcha();
    } finally {
      setSubmitting(false);
    }
  };

  const failureText =
    failure?.kind === 'server'
      ? failure.message
      : failure?.kind === 'backendDown'
        ? t('login.backendDown')
        : t('login.failed');

  return (
    <>
      <h2 className={styles.heading}>{t('login.heading')}</h2>
      {backendDown && !failure && (
        <Alert className={styles.alert} type="error" showIcon message={t('login.backendDown')} />
      )}
      {failure && <Alert className={styles.alert} type="error" showIcon message={failureText} role="alert" />}
      <Form<LoginValues>
        form={form}
        name="login"
        size="large"
        initialValues={{ ...remembered, rememberMe: remembered !== null }}
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
          <Form.Item
            name="captcha"
            rules={[{ required: true, whitespace: true, message: t('login.captchaRequired') }]}
          >
            <CaptchaInput
              image={challenge.data?.image}
              loading={challenge.isFetching}
              onRefresh={refreshCaptcha}
            />
          </Form.Item>
        )}
        <Form.Item name="rememberMe" valuePropName="checked" className={styles.remember}>
          <Checkbox>{t('login.rememberMe')}</Checkbox>
        </Form.Item>
        <Form.Item className={styles.submit}>
          <Button type="primary" htmlType="submit" block loading={submitting}>
            {t('login.submit')}
          </Button>
        </Form.Item>
      </Form>
      {registerOpen.data === true && (
        <p className={styles.footnote}>
          {t('login.noAccount')} <Link to="/user/register">{t('login.registerLink')}</Link>
        </p>
      )}
    </>
  );
}
