import { ModalForm } from '@ant-design/pro-components';
import type { SysPosRow } from '@siteguard/contracts';
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
import { addSysPos, editSysPos } from './api';

/** Add (`pos` undefined) or edit a position; the list row carries every field the form needs. */
export function PosFormModal({ pos, onClose }: { pos: SysPosRow | undefined; onClose: () => void }) {
  const { t } = useTranslation('system');
  const report = useServerError();
  const [form] = Form.useForm<CodeNameValues>();
  const save = (values: CodeNameValues) => {
    const fields = codeNameBody(values);
    return pos ? editSysPos({ ...fields, id: pos.id, status: values.status }) : addSysPos(fields);
  };

  return (
    <ModalForm<CodeNameValues>
      open
      form={form}
      title={t(pos ? 'pos.editTitle' : 'pos.addTitle')}
      width={520}
      initialValues={codeNameInitialValues(pos)}
      modalProps={{ onCancel: onClose, destroyOnHidden: true, maskClosable: false }}
      onFinish={async (values) => {
        const ok = await submitForm(form, () => save(values), report);
        if (ok) onClose();
        return ok;
      }}
    >
      <CodeNameFields codeLabel={t('pos.code')} nameLabel={t('pos.name')} editing={pos !== undefined} />
    </ModalForm>
  );
}
