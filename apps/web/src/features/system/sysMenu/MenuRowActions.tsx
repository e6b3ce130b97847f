import { permissions, type SysMenuRow } from '@siteguard/contracts';
import { App, Popconfirm, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Can } from '../../../shell/permission';
import { useServerError } from '../shared/useServerError';
import { deleteSysMenu } from './api';

export interface MenuRowHandlers {
  onEdit: (menu: SysMenuRow) => void;
  onAddChild: (parent: SysMenuRow) => void;
}

/** Edit, add below (directories and menus; buttons hold nothing), delete (refused while it has children). */
export function MenuRowActions({ menu, onEdit, onAddChild }: { menu: SysMenuRow } & MenuRowHandlers) {
  const { t } = useTranslation('system');
  const report = useServerError();
  const { message } = App.useApp();
  return (
    <Space size="middle" style={{ whiteSpace: 'nowrap' }}>
      <Can code={permissions.sysMenu.edit}>
        <Typography.Link onClick={() => onEdit(menu)}>{t('common.edit')}</Typography.Link>
      </Can>
      {menu.type !== 2 && (
        <Can code={permissions.sysMenu.add}>
          <Typography.Link onClick={() => onAddChild(menu)}>{t('menu.addChild')}</Typography.Link>
        </Can>
      )}
      <Can code={permissions.sysMenu.delete}>
        <Popconfirm
          title={t('common.deleteConfirm', { name: menu.name })}
          okButtonProps={{ danger: true }}
          onConfirm={() =>
            deleteSysMenu(menu.id).then(() => void message.success(t('common.deleted')), report)
          }
        >
          <Typography.Link type="danger">{t('common.delete')}</Typography.Link>
        </Popconfirm>
      </Can>
    </Space>
  );
}
