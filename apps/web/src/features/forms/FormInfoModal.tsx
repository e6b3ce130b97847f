import { ModalForm, ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import { Form, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { submitForm } from '../system/shared/submitForm';
import { useServerError } from '../system/shared/useServerError';
import type { FormInfo } from './api';

// The contract's limits (formAddBody / formEditBody).
const NAME_MAX = 100;
const DESCRIPTION_MAX = 500;

interface FormInfoValues {
  name: string;
  description?: string | null;
}

/**
 * A form's name and description: asked when a new form is first saved from the designer, and
 * edited from the list. `save` runs the call; a refusal keeps the dialog open with the server's
 * reason beside the field it names.
 */
export function FormInfoModal({
  title,
  initial,
  hint,
  save,
  onClose,
}: {
  title: string;
  initial?: FormInfo | undefined;
  /** A line above the fields (what saving will do). */
  hint?: ReactNode;
  save: (info: FormInfo) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation('forms');
  const report = useServerError();
  const [form] = Form.useForm<FormInfoValues>();
  const tooLong = (max: number) => ({ max, message: t('info.tooLong', { max }) });

  return (
    <ModalForm<FormInfoValues>
      open
      form={form}
      title={title}
      width={520}
      initialValues={{ name: initial?.name ?? '', description: initial?.description ?? '' }}
      modalProps={{ onCancel: onClose, destroyOnHidden: true, maskClosable: false }}
      onFinish={async (values) => {
        const description = values.description?.trim();
        const info = { name: values.name.trim(), ...(description ? { description } : {}) };
        const ok = await submitForm(form, () => save(info), report);
        if (ok) onClose();
        return ok;
      }}
    >
      {hint && <Typography.Paragraph type="secondary">{hint}</Typography.Paragraph>}
      <ProFormText
        name="name"
        label={t('info.name')}
        fieldProps={{ autoFocus: true, maxLength: NAME_MAX }}
        rules={[{ required: true, whitespace: true, message: t('info.nameRequired') }, tooLong(NAME_MAX)]}
      />
      <ProFormTextArea
        name="description"
        label={t('info.description')}
        fieldProps={{ maxLength: DESCRIPTION_MAX, showCount: true, autoSize: { minRows: 3, maxRows: 6 } }}
        rules={[tooLong(DESCRIPTION_MAX)]}
      />
    </ModalForm>
  );
}
