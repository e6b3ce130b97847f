import { permissions, type SysAppRow } from '@siteguard/contracts';
import { App, Popconfirm, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Can } from '../../../shell/permission';
import { useServerError } from '../shared/useServerError';
import { deleteSysApp, setDefaultSysApp } from './api';

export interface AppRowHandlers {
  onEdit: (app: SysAppRow) => void;
}

/**
 * Edit, make default and delete. 'Set as default' is offered for the other applications only; a
 * refused delete (the default application, one still owning menus) shows the server's reason.
 */
export function AppRowActions({ app, onEdit }: { app: SysAppRow } & AppRowHandlers) {
  const { t } = useTranslation('system');
  const report = useServerError();
  const { message } = App.useApp();
  return (
    <Space size="middle" style={{ whiteSpace: 'nowrap' }}>
      <Can code={permissions.sysApp.edit}>
        <Typography.Link onClick={() => onEdit(app)}>{t('common.edit')}</Typography.Link>
      </Can>
      {!app.isDefault && (
        <Can code={permissions.sysApp.setAsDefault}>
          <Popconfirm
            title={t('app.setDefaultConfirm', { name: app.title })}
            onConfirm={() =>
              setDefaultSysApp(app.id).then(() => void message.success(t('app.defaultChanged')), report)
            }
          >
            <Typography.Link>{t('app.setDefault')}</Typography.Link>
          </Popconfirm>
        </Can>
      )}
      <Can code={permissions.sysApp.delete}>
        <Popconfirm
          title={t('common.deleteConfirm', { name: app.title })}
          okButtonProps={{ danger: true }}
          onConfirm={() => deleteSysApp(app.id).then(() => void message.success(t('common.deleted')), report)}
        >
          <Typography.Link type="danger">{t('common.delete')}</Typography.Link>
        </Popconfirm>
      </Can>
    </Space>
  );
}
