import { type FormRow, permissions } from '@siteguard/contracts';
import { App, Popconfirm, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Can } from '../../shell/permission';
import { useServerError } from '../system/shared/useServerError';
import { deleteForm } from './api';
import { designerPathFor } from './designerPath';

export interface FormRowHandlers {
  onVersions: (form: FormRow) => void;
  onEdit: (form: FormRow) => void;
}

export function FormRowActions({ form, onVersions, onEdit }: { form: FormRow } & FormRowHandlers) {
  const { t } = useTranslation('forms');
  const report = useServerError();
  const { message } = App.useApp();
  return (
    <Space size="middle" wrap>
      <Can code={permissions.flowableForm.design}>
        <Link to={designerPathFor(form.id)}>{t('list.design')}</Link>
      </Can>
      <Can code={permissions.flowableForm.detail}>
        <Typography.Link onClick={() => onVersions(form)}>{t('list.versions')}</Typography.Link>
      </Can>
      <Can code={permissions.flowableForm.edit}>
        <Typography.Link onClick={() => onEdit(form)}>{t('list.edit')}</Typography.Link>
      </Can>
      <Can code={permissions.flowableForm.delete}>
        <Popconfirm
          title={t('list.deleteConfirm', { name: form.name })}
          okButtonProps={{ danger: true }}
          onConfirm={() => deleteForm(form.id).then(() => void message.success(t('list.deleted')), report)}
        >
          <Typography.Link type="danger">{t('list.delete')}</Typography.Link>
        </Popconfirm>
      </Can>
    </Space>
  );
}
