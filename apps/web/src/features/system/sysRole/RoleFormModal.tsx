import {
  ModalForm,
  ProFormDigit,
  ProFormRadio,
  ProFormText,
  ProFormTextArea,
} from '@ant-design/pro-components';
import type { SysRoleRow } from '@siteguard/contracts';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { codeRules, nullIfBlank, textRules } from '../shared/formRules';
import { submitForm } from '../shared/submitForm';
import { useServerError } from '../shared/useServerError';
import { addSysRole, editSysRole } from './api';

interface RoleFormValues {
  code: string;
  name: string;
  sort: number;
  status: 0 | 1;
  remark?: string | null;
}

/** Add (`role` undefined) or edit a role; the list row carries every field the form needs. */
export function RoleFormModal({ role, onClose }: { role: SysRoleRow | undefined; onClose: () => void }) {
  const { t } = useTranslation('system');
  const report = useServerError();
  const [form] = Form.useForm<RoleFormValues>();
  const save = (values: RoleFormValues) => {
    const fields = {
      code: values.code.trim(),
      name: values.name.trim(),
      sort: values.sort,
      remark: nullIfBlank(values.remark),
    };
    return role ? editSysRole({ ...fields, id: role.id, status: values.status }) : addSysRole(fields);
  };

  return (
    <ModalForm<RoleFormValues>
      open
      form={form}
      title={t(role ? 'role.editTitle' : 'role.addTitle')}
      width={520}
      initialValues={
        role
          ? {
              code: role.code,
              name: role.name,
              sort: role.sort,
              status: role.status === 1 ? 1 : 0,
              remark: role.remark,
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
      <ProFormText name="code" label={t('role.code')} rules={codeRules(t, t('role.code'))} />
      <ProFormText
        name="name"
        label={t('role.name')}
        rules={textRules(t, t('role.name'), { required: true, max: 100 })}
      />
      <ProFormDigit
        name="sort"
        label={t('common.sort')}
        min={0}
        max={100_000}
        fieldProps={{ precision: 0 }}
        rules={[{ required: true, message: t('common.required', { field: t('common.sort') }) }]}
      />
      {role && (
        <ProFormRadio.Group
          name="status"
          label={t('common.status')}
          options={[
            { value: 0, label: t('common.enabled') },
            { value: 1, label: t('common.disabled') },
          ]}
        />
      )}
      <ProFormTextArea
        name="remark"
        label={t('common.remark')}
        rules={textRules(t, t('common.remark'), { max: 500 })}
      />
    </ModalForm>
  );
}
