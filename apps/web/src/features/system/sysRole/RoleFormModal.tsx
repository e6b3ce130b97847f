import { ModalForm } from '@ant-design/pro-components';
import type { SysRoleRow } from '@siteguard/contracts';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  CodeNameFields,
  type CodeNameValues,
  codeNameBody,
  codeNameInitialValues,
} from '../shared/CodeNameFields';
import { submitForm } from '../shared/submitForm';
import { useServerError } from '../shared/useServerError';
import { addSysRole, editSysRole } from './api';

/** Add (`role` undefined) or edit a role; the list row carries every field the form needs. */
export function RoleFormModal({ role, onClose }: { role: SysRoleRow | undefined; onClose: () => void }) {
  const { t } = useTranslation('system');
  const report = useServerError();
  const [form] = Form.useForm<CodeNameValues>();
  const save = (values: CodeNameValues) => {
    const fields = codeNameBody(values);
    return role ? editSysRole({ ...fields, id: role.id, status: values.status }) : addSysRole(fields);
  };

  return (
    <ModalForm<CodeNameValues>
      open
      form={form}
      title={t(role ? 'role.editTitle' : 'role.addTitle')}
      width={520}
      initialValues={codeNameInitialValues(role)}
      modalProps={{ onCancel: onClose, destroyOnHidden: true, maskClosable: false }}
      onFinish={async (values) => {
        const ok = await submitForm(form, () => save(values), report);
        if (ok) onClose();
        return ok;
      }}
    >
      <CodeNameFields codeLabel={t('role.code')} nameLabel={t('role.name')} editing={role !== undefined} />
    </ModalForm>
  );
}
