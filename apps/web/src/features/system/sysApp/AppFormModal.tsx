import { ModalForm, ProFormDigit, ProFormRadio, ProFormText } from '@ant-design/pro-components';
import type { Lang, SysAppRow } from '@siteguard/contracts';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { identifierRules } from '../shared/formRules';
import { submitForm } from '../shared/submitForm';
import { TranslatedTextFields, trimTranslated } from '../shared/TranslatedTextFields';
import { useServerError } from '../shared/useServerError';
import { addSysApp, editSysApp } from './api';

interface AppFormValues {
  code: string;
  name: Record<Lang, string>;
  sort: number;
  status: 0 | 1;
}

/**
 * Add (`app` undefined) or edit an application. The code is fixed once created (menus and sessions
 * name applications by code); the default application stays enabled (the server says so if tried).
 */
export function AppFormModal({ app, onClose }: { app: SysAppRow | undefined; onClose: () => void }) {
  const { t } = useTranslation('system');
  const report = useServerError();
  const [form] = Form.useForm<AppFormValues>();
  const save = (values: AppFormValues) => {
    const fields = { name: trimTranslated(values.name), sort: values.sort, status: values.status };
    return app ? editSysApp({ ...fields, id: app.id }) : addSysApp({ ...fields, code: values.code.trim() });
  };

  return (
    <ModalForm<AppFormValues>
      open
      form={form}
      title={t(app ? 'app.editTitle' : 'app.addTitle')}
      width={520}
      initialValues={
        app
          ? { code: app.code, name: app.name, sort: app.sort, status: app.status === 1 ? 1 : 0 }
          : { sort: 100, status: 0 }
      }
      modalProps={{ onCancel: onClose, destroyOnHidden: true, maskClosable: false }}
      onFinish={async (values) => {
        const ok = await submitForm(form, () => save(values), report);
        if (ok) onClose();
        return ok;
      }}
    >
      <ProFormText
        name="code"
        label={t('app.code')}
        disabled={app !== undefined}
        tooltip={t('app.codeFixed')}
        rules={identifierRules(t, t('app.code'))}
      />
      <TranslatedTextFields name="name" label={t('app.name')} max={64} />
      <ProFormDigit
        name="sort"
        label={t('common.sort')}
        min={0}
        max={100_000}
        fieldProps={{ precision: 0 }}
        rules={[{ required: true, message: t('common.required', { field: t('common.sort') }) }]}
      />
      <ProFormRadio.Group
        name="status"
        label={t('common.status')}
        disabled={app?.isDefault}
        tooltip={app?.isDefault ? t('app.defaultStaysEnabled') : undefined}
        options={[
          { value: 0, label: t('common.enabled') },
          { value: 1, label: t('common.disabled') },
        ]}
      />
    </ModalForm>
  );
}
