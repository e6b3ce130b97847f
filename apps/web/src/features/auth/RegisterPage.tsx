import { LockOutlined, MobileOutlined, SafetyCertificateOutlined, UserOutlined } from '@ant-design/icons';
import { phoneNumber, SMS_RESEND_INTERVAL_MS } from '@siteguard/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Form, Input, Result, Skeleton, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { FeedbackApp } from '../../shell/FeedbackApp';
import { publicKeyOptions, register, registerOpenOptions, sendSmsCode } from './api';
import { encryptPassword } from './encryptPassword';
import styles from './LoginPage.module.css';
import { type LoginFailure, loginFailureOf } from './loginError';
import { useCountdown } from './useCountdown';

interface RegisterValues {
  account: string;
  password: string;
  confirm: string;
  name: string;
  phoneNumber: string;
  smsCode: string;
}

const RESEND_SECONDS = SMS_RESEND_INTERVAL_MS / 1000;
const ACCOUNT_PATTERN = /^[A-Za-z0-9_.-]{3,32}$/;
const MIN_PASSWORD = 6;

/** Self-registration with an SMS code, when the server has it open; otherwise a notice. */
function RegisterForm() {
  const { t } = useTranslation('auth');
  const { message } = App.useApp();
  const [form] = Form.useForm<RegisterValues>();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const registerOpen = useQuery(registerOpenOptions());
  const countdown = useCountdown();
  const [sending, setSending] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<LoginFailure | null>(null);

  if (registerOpen.isPending) return <Skeleton active />;
  if (registerOpen.data !== true) {
    return (
      <Result
        status="info"
        title={t('register.closedTitle')}
        subTitle={t('register.closed')}
        extra={
          <Link to="/user/login">
            <Button type="primary">{t('register.backToLogin')}</Button>
          </Link>
        }
      />
    );
  }

  const sendCode = async () => {
    const phone = await form.validateFields(['phoneNumber']).catch(() => null);
    if (!phone) return;
    setSending(true);
    setFailure(null);
    try {
      await sendSmsCode(phone.phoneNumber.trim());
      countdown.start(RESEND_SECONDS);
      void message.success(t('register.codeSent'));
    } catch (error) {
      setFailure(loginFailureOf(error));
    } finally {
      setSending(false);
    }
  };

  const onFinish = async (values: RegisterValues) => {
    setSubmitting(true);
    setFailure(null);
    try {
      const publicKey = await queryClient.fetchQuery(publicKeyOptions());
      const result = await register({
        account: values.account.trim(),
        password: await encryptPassword(values.password, publicKey),
        name: values.name.trim(),
        phoneNumber: values.phoneNumber.trim(),
        smsCode: values.smsCode.trim(),
      });
      navigate(`/user/register-result?account=${encodeURIComponent(result.account)}`);
    } catch (error) {
      setFailure(loginFailureOf(error));
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
      <h2 className={styles.heading}>{t('register.heading')}</h2>
      {failure && <Alert className={styles.alert} type="error" showIcon message={failureText} role="alert" />}
      <Form<RegisterValues> form={form} name="register" size="large" onFinish={onFinish} autoComplete="on">
        <Form.Item
          name="account"
          rules={[{ required: true, pattern: ACCOUNT_PATTERN, message: t('register.accountRule') }]}
        >
          <Input
            prefix={<UserOutlined className={styles.fieldIcon} />}
            placeholder={t('register.account')}
            aria-label={t('register.account')}
            autoComplete="username"
          />
        </Form.Item>
        <Form.Item
          name="password"
          rules={[{ required: true, min: MIN_PASSWORD, message: t('register.passwordRule') }]}
        >
          <Input.Password
            prefix={<LockOutlined className={styles.fieldIcon} />}
            placeholder={t('register.password')}
            aria-label={t('register.password')}
            autoComplete="new-password"
          />
        </Form.Item>
        <Form.Item
          name="confirm"
          dependencies={['password']}
          rules={[
            { required: true, message: t('register.confirmRequired') },
            ({ getFieldValue }) => ({
              validator: (_, value) =>
                !value || getFieldValue('password') === value
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('register.confirmMismatch'))),
            }),
          ]}
        >
          <Input.Password
            prefix={<LockOutlined className={styles.fieldIcon} />}
            placeholder={t('register.confirm')}
            aria-label={t('register.confirm')}
            autoComplete="new-password"
          />
        </Form.Item>
        <Form.Item
          name="name"
          rules={[{ required: true, whitespace: true, message: t('register.nameRequired') }]}
        >
          <Input
            prefix={<UserOutlined className={styles.fieldIcon} />}
            placeholder={t('register.name')}
            aria-label={t('register.name')}
            autoComplete="name"
          />
        </Form.Item>
        <Form.Item
          name="phoneNumber"
          rules={[
            {
              required: true,
              validator: (_, value: string | undefined) =>
                phoneNumber.safeParse(value ?? '').success
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('register.phoneRule'))),
            },
          ]}
        >
          <Input
            prefix={<MobileOutlined className={styles.fieldIcon} />}
            placeholder={t('register.phone')}
            aria-label={t('register.phone')}
            autoComplete="tel"
            inputMode="tel"
          />
        </Form.Item>
        <Form.Item required>
          <Space.Compact block>
            <Form.Item
              name="smsCode"
              noStyle
              rules={[{ required: true, pattern: /^\d{6}$/, message: t('register.smsCodeRule') }]}
            >
              <Input
                prefix={<SafetyCertificateOutlined className={styles.fieldIcon} />}
                placeholder={t('register.smsCode')}
                aria-label={t('register.smsCode')}
                autoComplete="one-time-code"
                inputMode="numeric"
                maxLength={6}
              />
            </Form.Item>
            <Button
              onClick={sendCode}
              loading={sending}
              disabled={countdown.remaining > 0}
              className={styles.sendCode}
            >
              {countdown.remaining > 0
                ? t('register.resendIn', { seconds: countdown.remaining })
                : t('register.sendCode')}
            </Button>
          </Space.Compact>
        </Form.Item>
        <Form.Item className={styles.submit}>
          <Button type="primary" htmlType="submit" block loading={submitting}>
            {t('register.submit')}
          </Button>
        </Form.Item>
      </Form>
      <p className={styles.footnote}>
        <Link to="/user/login">{t('register.haveAccount')}</Link>
      </p>
    </>
  );
}

/** The register page brings antd's App for its 'code sent' toast (the sign-in route goes without). */
export function RegisterPage() {
  return (
    <FeedbackApp>
      <RegisterForm />
    </FeedbackApp>
  );
}
