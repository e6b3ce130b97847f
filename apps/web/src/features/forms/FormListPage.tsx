import { PlusOutlined } from '@ant-design/icons';
import { type FormRow, permissions } from '@siteguard/contracts';
import { App, Button } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { SgTable } from '../../components/table';
import { Can } from '../../shell/permission';
import { editFormInfo, formPageOptions } from './api';
import { designerPathFor } from './designerPath';
import { FormInfoModal } from './FormInfoModal';
import { FormVersionsDrawer } from './FormVersionsDrawer';
import { formColumns } from './formColumns';

type Dialog = { kind: 'versions'; form: FormRow } | { kind: 'edit'; form: FormRow } | null;

/**
 * /forms (menu component 'forms/FormList'): the tenant's forms with their current version and
 * submissions; a new form and 'design' open the designer, 'versions' lists every saved version.
 */
export function FormListPage() {
  const { t } = useTranslation('forms');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<Dialog>(null);
  const columns = useMemo(
    () =>
      formColumns(t, {
        onVersions: (form) => setDialog({ kind: 'versions', form }),
        onEdit: (form) => setDialog({ kind: 'edit', form }),
      }),
    [t],
  );
  const close = () => setDialog(null);

  return (
    <>
      <SgTable
        headerTitle={t('list.title')}
        rowKey="id"
        columns={columns}
        query={formPageOptions}
        scrollX={1000}
        toolbar={() => [
          // A form is created by its first save in the designer (which asks for the name then), so
          // the button needs the designer as well as the right to add.
          <Can key="add" code={permissions.flowableForm.add}>
            <Can code={permissions.flowableForm.design}>
              <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(designerPathFor())}>
                {t('list.add')}
              </Button>
            </Can>
          </Can>,
        ]}
      />
      {dialog?.kind === 'versions' && <FormVersionsDrawer form={dialog.form} onClose={close} />}
      {dialog?.kind === 'edit' && (
        <FormInfoModal
          title={t('info.editTitle')}
          initial={{ name: dialog.form.name, description: dialog.form.description ?? undefined }}
          hint={t('info.editHint', { version: dialog.form.currentVersion + 1 })}
          save={async (info) => {
            const saved = await editFormInfo(dialog.form.id, info);
            void message.success(t('info.saved', { version: saved.currentVersion }));
          }}
          onClose={close}
        />
      )}
    </>
  );
}
