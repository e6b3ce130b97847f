import { ModalForm, ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import type { Lang, SysDictTypeRow } from '@siteguard/contracts';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { SortField, StatusField } from '../shared/commonFields';
import { nullIfBlank, textRules } from '../shared/formRules';
import { submitForm } from '../shared/submitForm';
import { TranslatedTextFields, trimTranslated } from '../shared/TranslatedTextFields';
import { useServerError } from '../shared/useServerError';
import { addSysDictType, editSysDictType } from './api';
import { dictCodeRules } from './dictFormRules';

interface DictTypeFormValues {
  code: string;
  name: Record<Lang, string>;
  sort: number;
  status: 0 | 1;
  remark?: string | null;
}

/**
 * Add (`type` undefined) or edit a dictionary type. Pages look values up by the type's code, so a
 * changed code is a breaking change for them; the form says so beside the field.
 */
export function DictTypeFormModal({
  type,
  onClose,
}: {
  type: SysDictTypeRow | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation('system');
  const report = useServerError();
  const [form] = Form.useForm<DictTypeFormValues>();
  const save = (values: DictTypeFormValues) => {
    const body = {
      code: values.code.trim(),
      name: trimTranslated(values.name),
      sort: values.sort,
      status: values.status,
      remark: nullIfBlank(values.remark),
    };
    return type ? editSysDictType({ ...body, id: type.id }) : addSysDictType(body);
  };

  return (
    <ModalForm<DictTypeFormValues>
      open
      form={form}
      title={t(type ? 'dict.editTypeTitle' : 'dict.addTypeTitle')}
      width={560}
      initialValues={
        type
          ? {
              code: type.code,
              name: type.name,
              sort: type.sort,
              status: type.status === 1 ? 1 : 0,
              remark: type.remark,
            }
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
        label={t('dict.typeCode')}
        tooltip={t('dict.typeCodeHint')}
        rules={dictCodeRules(t, t('dict.typeCode'))}
      />
      <TranslatedTextFields name="name" label={t('dict.typeName')} max={64} />
      <SortField />
      <StatusField />
      <ProFormTextArea
        name="remark"
        label={t('common.remark')}
        rules={textRules(t, t('common.remark'), { max: 255 })}
      />
    </ModalForm>
  );
}
