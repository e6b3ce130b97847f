import { ClearOutlined } from '@ant-design/icons';
import { ModalForm, ProFormDateTimePicker, ProFormRadio } from '@ant-design/pro-components';
import { Alert, App, Button, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { pickerTimeToIso } from './timeRange';
import { useServerError } from './useServerError';

interface ClearValues {
  scope: 'all' | 'before';
  before?: string;
}

/**
 * A log's clear: everything, or everything older than a chosen time (contracts' `logClearBody`).
 * A dialog rather than a popover, because the choice needs a time and the action cannot be undone.
 * `clear` resolves to the number of rows deleted; the caller wraps this in <Can> for the log's delete.
 */
export function LogClearButton({ clear }: { clear: (before: string | undefined) => Promise<number> }) {
  const { t } = useTranslation('system');
  const { message } = App.useApp();
  const report = useServerError();
  const [form] = Form.useForm<ClearValues>();
  const scope = Form.useWatch('scope', form);

  return (
    <ModalForm<ClearValues>
      form={form}
      title={t('logs.clearTitle')}
      width={460}
      initialValues={{ scope: 'all' }}
      trigger={
        <Button danger icon={<ClearOutlined />}>
          {t('logs.clear')}
        </Button>
      }
      modalProps={{ destroyOnHidden: true }}
      submitter={{
        searchConfig: { submitText: t('logs.clearConfirm') },
        submitButtonProps: { danger: true },
      }}
      onFinish={async (values) => {
        const before = values.scope === 'before' ? (pickerTimeToIso(values.before) ?? undefined) : undefined;
        try {
          const deleted = await clear(before);
          void message.success(t('logs.cleared', { count: deleted }));
          return true;
        } catch (error) {
          report(error);
          return false;
        }
      }}
    >
      <ProFormRadio.Group
        name="scope"
        options={[
          { value: 'all', label: t('logs.clearAll') },
          { value: 'before', label: t('logs.clearBefore') },
        ]}
      />
      {scope === 'before' && (
        <ProFormDateTimePicker
          name="before"
          label={t('logs.before')}
          rules={[{ required: true, message: t('logs.beforeRequired') }]}
          fieldProps={{ style: { width: '100%' } }}
        />
      )}
      <Alert type="warning" showIcon message={t('logs.clearWarning')} />
    </ModalForm>
  );
}
