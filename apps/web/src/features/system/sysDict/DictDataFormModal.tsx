import { ModalForm, ProFormText } from '@ant-design/pro-components';
import type { Lang, SysDictDataRow } from '@siteguard/contracts';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { SortField, StatusField } from '../shared/commonFields';
import { submitForm } from '../shared/submitForm';
import { TranslatedTextFields, trimTranslated } from '../shared/TranslatedTextFields';
import { useServerError } from '../shared/useServerError';
import { addSysDictData, editSysDictData } from './api';
import { dictCodeRules } from './dictFormRules';

interface DictDataFormValues {
  code: string;
  value: Record<Lang, string>;
  sort: number;
  status: 0 | 1;
}

/**
 * Add a value to dictionary type `typeId` (`data` undefined) or edit one. The code is what business
 * rows store; the three labels are what users read in their language.
 */
export function DictDataFormModal({
  typeId,
  data,
  onClose,
}: {
  typeId: string;
  data: SysDictDataRow | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation('system');
  const report = useServerError();
  const [form] = Form.useForm<DictDataFormValues>();
  const save = (values: DictDataFormValues) => {
    const body = {
      code: values.code.trim(),
      value: trimTranslated(values.value),
      sort: values.sort,
      status: values.status,
    };
    return data ? editSysDictData({ ...body, id: data.id }) : addSysDictData({ ...body, typeId });
  };

  return (
    <ModalForm<DictDataFormValues>
      open
      form={form}
      title={t(data ? 'dict.editValueTitle' : 'dict.addValueTitle')}
      width={560}
      initialValues={
        data
          ? { code: data.code, value: data.value, sort: data.sort, status: data.status === 1 ? 1 : 0 }
          : { sort: 100, status: 0 }
      }
      modalProps={{ onCancel: onClose, destroyOnHidden: true, maskClosable: false }}
      onFinish={async (values) => {
        const ok = await submitForm(form, () => save(values), report);
        if (ok) onClose();
        return ok;
      }}
    >
      <ProFormText name="code" label={t('dict.valueCode')} rules={dictCodeRules(t, t('dict.valueCode'))} />
      <TranslatedTextFields name="value" label={t('dict.valueLabel')} max={128} />
      <SortField />
      <StatusField />
    </ModalForm>
  );
}
