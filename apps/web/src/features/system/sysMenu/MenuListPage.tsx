import { PlusOutlined } from '@ant-design/icons';
import { permissions } from '@siteguard/contracts';
import { Button } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SgTable } from '../../../components/table';
import { Can } from '../../../shell/permission';
import { useAppChoices } from '../sysApp/useAppChoices';
import { type SysMenuQuery, sysMenuPageOptions } from './api';
import { type MenuDialog, MenuFormModal } from './MenuFormModal';
import { menuColumns } from './menuColumns';

/**
 * /system/menu (menu component 'system/MenuList'): every application's directories, menus and
 * buttons as an expandable tree, filtered by application and by title (any language) or code.
 */
export function MenuListPage() {
  const { t } = useTranslation('system');
  const [dialog, setDialog] = useState<MenuDialog | null>(null);
  const apps = useAppChoices();
  const columns = useMemo(
    () =>
      menuColumns(t, {
        apps: apps.options,
        onEdit: (menu) => setDialog({ kind: 'edit', menu }),
        onAddChild: (parent) => setDialog({ kind: 'add', parent }),
      }),
    [t, apps.options],
  );
  const appOrder = useMemo(() => apps.options.map((app) => app.value), [apps.options]);
  const query = useCallback((page: SysMenuQuery) => sysMenuPageOptions(page, appOrder), [appOrder]);

  return (
    <>
      <SgTable
        headerTitle={t('menu.title')}
        rowKey="id"
        columns={columns}
        query={query}
        scrollX={1000}
        toolbar={({ filters }) => [
          <Can key="add" code={permissions.sysMenu.add}>
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => setDialog({ kind: 'add', application: filters.application })}
            >
              {t('common.add')}
            </Button>
          </Can>,
        ]}
      />
      {dialog && <MenuFormModal dialog={dialog} onClose={() => setDialog(null)} />}
    </>
  );
}
