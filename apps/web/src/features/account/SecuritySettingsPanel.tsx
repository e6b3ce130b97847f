import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Button, Divider, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { encryptPassword, publicKeyOptions } from '../auth';
import styles from './AccountSettingsPage.module.css';
import { changePassword } from './api';
import { OwnSessionsTable } from './OwnSessionsTable';

interface PasswordValues {
  current: string;
  next: string;
  confirm: string;
}

// The server's minimum (and the register page's).
const MIN_PASSWORD = 6;

function PasswordForm() {
  const { t } = useTranslation('account');
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<PasswordValues>();
  const submit = useMutation({
    mutationFn: async (values: PasswordValues) => {
      const publicKey = await queryClient.fetchQuery(publicKeyOptions());
      return changePassword({
        password: await encryptPassword(values.current, publicKey),
        newPassword: await encryptPassword(values.next, publicKey),
      });
    },
    onSuccess: ({ revokedSessions }) => {
      form.resetFields();
      void message.success(t('security.changed', { count: revokedSessions }));
    },
  });

  return (
    <Form<PasswordValues>
      form={form}
      layout="vertical"
      className={styles.form}
      onFinish={(values) => submit.mutate(values)}
    >
      <Form.Item
        name="current"
        label={t('security.current')}
        rules={[{ required: true, message: t('security.currentRequired') }]}
      >
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Form.Item
        name="next"
        label={t('security.next')}
        rules={[{ required: true, min: MIN_PASSWORD, message: t('security.nextRule') }]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirm"
        label={t('security.confirm')}
        dependencies={['next']}
        rules={[
          { required: true, message: t('security.confirmRequired') },
          ({ getFieldValue }) => ({
            validator: (_, value) =>
              !value || value === getFieldValue('next')
                ? Promise.resolve()
                : Promise.reject(new Error(t('security.confirmMismatch'))),
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={submit.isPending}>
        {t('security.submit')}
      </Button>
    </Form>
  );
}

/** Security: change password (SM2-encrypted like sign-in), and the browsers signed in as this user. */
export function SecuritySettingsPanel() {
  const { t } = useTranslation('account');
  return (
    <>
      <h3>{t('security.password')}</h3>
      <PasswordForm />
      <Divider />
      <h3>{t('security.sessions')}</h3>
      <OwnSessionsTable />
    </>
  );
}
