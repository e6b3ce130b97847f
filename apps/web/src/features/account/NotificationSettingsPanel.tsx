import {
  type ContactKind,
  type ContactPoint,
  type ContactTestResult,
  contactEmail,
  hkMobile,
} from '@siteguard/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import {
  Alert,
  App,
  Button,
  Empty,
  Form,
  Input,
  Popconfirm,
  Result,
  Skeleton,
  Space,
  Switch,
  Table,
  type TableColumnsType,
  TimePicker,
  Typography,
} from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/ApiError';
import styles from './AccountSettingsPage.module.css';
import {
  contactPointsOptions,
  quietHoursOptions,
  removeContactPoint,
  sendContactTest,
  setContactEmail,
  setContactMobile,
  setQuietHours,
} from './api';
import { formatMobile, pushDeviceName } from './contactPoints';
import { ThisBrowserPush } from './push/ThisBrowserPush';
import {
  crossesMidnight,
  type QuietHoursFormValues,
  quietFormValues,
  quietRangeProblem,
  quietSettingsOf,
} from './quietHoursForm';

type AddressKind = 'email' | 'sms';

/** The rule the server applies (contracts), so the field says what is wrong before anything is sent. */
const VALID: Record<AddressKind, (value: string) => boolean> = {
  email: (value) => contactEmail.safeParse(value).success,
  sms: (value) => hkMobile.safeParse(value).success,
};

/**
 * A channel's buttons: `children` (its save) beside "Send me a test", and what came of the test
 * under the row.
 */
function ChannelActions({
  kind,
  disabled,
  children,
}: {
  kind: ContactKind;
  disabled?: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation('account');
  const test = useMutation<ContactTestResult, unknown>({ mutationFn: () => sendContactTest(kind) });
  const shownTo = (to: string) =>
    kind === 'sms' ? formatMobile(to) : kind === 'push' ? pushDeviceName(to) : to;
  return (
    <Space direction="vertical" size={8} className={styles.form} style={{ display: 'flex' }}>
      <Space wrap align="start">
        {children}
        <Button
          onClick={() => test.mutate()}
          loading={test.isPending}
          disabled={disabled}
          data-testid={`test-${kind}`}
        >
          {t('notification.sendTest')}
        </Button>
      </Space>
      {test.isSuccess ? (
        <Alert
          type="success"
          showIcon
          message={t('notification.testSent', { to: shownTo(test.data.to) })}
          data-testid={`test-${kind}-result`}
        />
      ) : null}
      {test.isError ? (
        <Alert
          type="error"
          showIcon
          message={
            isApiError(test.error) && test.error.message ? test.error.message : t('notification.testFailed')
          }
          data-testid={`test-${kind}-result`}
        />
      ) : null}
    </Space>
  );
}

/** When this address last got a message through, or why the last one failed. */
function DeliveryStatus({ point }: { point: ContactPoint | undefined }) {
  const { t, i18n } = useTranslation('account');
  if (!point) return null;
  if (point.lastError)
    return (
      <Typography.Text type="danger">
        {t('notification.lastError', { reason: point.lastError })}
      </Typography.Text>
    );
  if (point.lastOkAt)
    return (
      <Typography.Text type="secondary">
        {t('notification.lastOk', { when: new Date(point.lastOkAt).toLocaleString(i18n.language) })}
      </Typography.Text>
    );
  return <Typography.Text type="secondary">{t('notification.neverSent')}</Typography.Text>;
}

/** One address (email or mobile): the field with the shared rule, saved on its own; blank clears it. */
function AddressForm({ kind, point }: { kind: AddressKind; point: ContactPoint | undefined }) {
  const { t } = useTranslation('account');
  const { message } = App.useApp();
  const [form] = Form.useForm<{ address: string }>();
  const save = useMutation({
    mutationFn: (value: string) => {
      const address = value.trim() || null;
      return kind === 'email' ? setContactEmail(address) : setContactMobile(address);
    },
    onSuccess: (points) => {
      const saved = points.find((each) => each.kind === kind);
      form.setFieldsValue({ address: saved ? shown(kind, saved.address) : '' });
      void message.success(t(saved ? 'notification.saved' : 'notification.cleared'));
    },
    // The server's words on the field it names (the client's rule should have caught it first).
    onError: (error) => {
      if (isApiError(error) && error.data?.errors?.length)
        form.setFields([{ name: 'address', errors: [t(`notification.${kind}Rule`)] }]);
    },
  });
  const label = t(`notification.${kind}`);
  return (
    <Form
      form={form}
      // Two forms on the page: the name keeps their field ids (and so their labels) apart.
      name={`contact-${kind}`}
      layout="vertical"
      className={styles.form}
      initialValues={{ address: point ? shown(kind, point.address) : '' }}
      onFinish={({ address }) => save.mutate(address ?? '')}
    >
      <Form.Item
        name="address"
        label={label}
        extra={<DeliveryStatus point={point} />}
        style={{ marginBottom: 12 }}
        rules={[
          {
            validator: (_, value: string | undefined) =>
              !value?.trim() || VALID[kind](value)
                ? Promise.resolve()
                : Promise.reject(new Error(t(`notification.${kind}Rule`))),
          },
        ]}
      >
        <Input
          inputMode={kind === 'email' ? 'email' : 'tel'}
          placeholder={t(`notification.${kind}Placeholder`)}
          autoComplete={kind === 'email' ? 'email' : 'tel'}
          allowClear
        />
      </Form.Item>
      <ChannelActions kind={kind} disabled={!point}>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t('notification.save')}
        </Button>
      </ChannelActions>
    </Form>
  );
}

const shown = (kind: AddressKind, address: string) => (kind === 'sms' ? formatMobile(address) : address);

/** The browsers and phones that allowed notifications: each can be removed. */
function PushDevices({ points }: { points: ContactPoint[] }) {
  const { t, i18n } = useTranslation('account');
  const { message } = App.useApp();
  const remove = useMutation({
    mutationFn: removeContactPoint,
    onSuccess: () => void message.success(t('notification.pushRemoved')),
  });
  const columns: TableColumnsType<ContactPoint> = [
    {
      key: 'device',
      title: t('notification.pushDevice'),
      render: (_, point) => point.label || pushDeviceName(point.address),
    },
    {
      key: 'createdAt',
      title: t('notification.pushAdded'),
      render: (_, point) => new Date(point.createdAt).toLocaleString(i18n.language),
    },
    {
      key: 'status',
      title: t('notification.pushStatus'),
      render: (_, point) => <DeliveryStatus point={point} />,
    },
    {
      key: 'action',
      title: '',
      align: 'right',
      render: (_, point) => (
        <Popconfirm
          title={t('notification.pushRemoveConfirm')}
          okText={t('notification.pushRemove')}
          onConfirm={() => remove.mutateAsync(point.id)}
        >
          <Button size="small" danger>
            {t('notification.pushRemove')}
          </Button>
        </Popconfirm>
      ),
    },
  ];
  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }}>
      <Table<ContactPoint>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={points}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{
          emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('notification.pushEmpty')} />,
        }}
        data-testid="push-devices"
      />
      <ChannelActions kind="push" disabled={points.length === 0}>
        <ThisBrowserPush />
      </ChannelActions>
    </Space>
  );
}

/**
 * Quiet hours: a switch and a start and end in Hong Kong time (an overnight window is kept as given,
 * not sorted), with the rule spelt out: warnings wait, criticals never do.
 */
function QuietHoursForm() {
  const { t } = useTranslation('account');
  const { message } = App.useApp();
  const { data, isPending, isError } = useQuery(quietHoursOptions());
  const [form] = Form.useForm<QuietHoursFormValues>();
  const enabled = Form.useWatch('enabled', form);
  const range = Form.useWatch('range', form);
  const save = useMutation({
    mutationFn: setQuietHours,
    onSuccess: (saved) => {
      form.setFieldsValue(quietFormValues(saved));
      void message.success(t('notification.saved'));
    },
    // The client's rule is the server's; should they differ, the server's word lands on the range.
    onError: (error) => {
      if (isApiError(error) && error.data?.errors?.length)
        form.setFields([{ name: 'range', errors: [error.message || t('notification.quietEqual')] }]);
    },
  });
  if (isPending) return <Skeleton active paragraph={{ rows: 2 }} />;
  if (isError) return <Alert type="warning" showIcon message={t('notification.quietLoadFailed')} />;
  const [start, end] = range ? range.map((time) => time?.format('HH:mm')) : [data.start, data.end];
  return (
    <Form
      form={form}
      name="quiet-hours"
      layout="vertical"
      className={styles.form}
      initialValues={quietFormValues(data)}
      onFinish={(values) => save.mutate(quietSettingsOf(values))}
    >
      <Typography.Paragraph type="secondary">{t('notification.quietIntro')}</Typography.Paragraph>
      <Form.Item
        name="enabled"
        label={t('notification.quietSwitch')}
        valuePropName="checked"
        style={{ marginBottom: 12 }}
      >
        <Switch data-testid="quiet-enabled" />
      </Form.Item>
      <Form.Item
        name="range"
        label={t('notification.quietRange')}
        style={{ marginBottom: 12 }}
        extra={
          start && end && crossesMidnight(start, end) ? t('notification.quietOvernight', { end }) : undefined
        }
        rules={[
          {
            validator: (_, value: QuietHoursFormValues['range'] | null) => {
              const problem = quietRangeProblem(value);
              return problem ? Promise.reject(new Error(t(`notification.${problem}`))) : Promise.resolve();
            },
          },
        ]}
      >
        <TimePicker.RangePicker
          format="HH:mm"
          // 22:00-07:00 is a night, not 07:00-22:00: the picker must not put the times in order.
          order={false}
          allowClear={false}
          disabled={!enabled}
          placeholder={[t('notification.quietStart'), t('notification.quietEnd')]}
          data-testid="quiet-range"
        />
      </Form.Item>
      <Alert
        type="info"
        showIcon
        message={t('notification.quietCriticalAlways')}
        style={{ marginBottom: 12 }}
        data-testid="quiet-critical-always"
      />
      <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="quiet-save">
        {t('notification.save')}
      </Button>
    </Form>
  );
}

/**
 * /account/settings/notification: where alerts reach this user (issue #33): email, a Hong Kong mobile
 * for SMS, and the browsers or phones that allowed notifications, each with "send me a test".
 */
export function NotificationSettingsPanel() {
  const { t } = useTranslation('account');
  const { data, isPending, isError, refetch } = useQuery(contactPointsOptions());
  if (isPending) return <Skeleton active />;
  if (isError)
    return (
      <Result
        status="warning"
        subTitle={t('notification.loadFailed')}
        extra={<Button onClick={() => void refetch()}>{t('notification.retry')}</Button>}
      />
    );
  const byKind = (kind: ContactKind) => data.filter((point) => point.kind === kind);
  return (
    <Space direction="vertical" size={24} style={{ width: '100%' }} data-testid="notification-settings">
      <Typography.Paragraph type="secondary">{t('notification.intro')}</Typography.Paragraph>
      <section data-testid="contact-email">
        <Typography.Title level={5}>{t('notification.emailTitle')}</Typography.Title>
        <AddressForm kind="email" point={byKind('email')[0]} />
      </section>
      <section data-testid="contact-sms">
        <Typography.Title level={5}>{t('notification.smsTitle')}</Typography.Title>
        <AddressForm kind="sms" point={byKind('sms')[0]} />
      </section>
      <section data-testid="contact-push">
        <Typography.Title level={5}>{t('notification.pushTitle')}</Typography.Title>
        <PushDevices points={byKind('push')} />
      </section>
      <section data-testid="quiet-hours">
        <Typography.Title level={5}>{t('notification.quietTitle')}</Typography.Title>
        <QuietHoursForm />
      </section>
    </Space>
  );
}
