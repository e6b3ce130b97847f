import type { ProColumns } from '@ant-design/pro-components';
import { Tag, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { statusColumn } from '../shared/columns';
import type { AppChoice } from '../sysApp/useAppChoices';
import { MenuTitle } from './MenuIcon';
import { MenuRowActions, type MenuRowHandlers } from './MenuRowActions';
import type { MenuTableRow } from './menuRows';

const TYPE_COLORS = { 0: 'gold', 1: 'blue', 2: 'default' } as const;

/** Where the menu leads: its route and component, its link, or a button's permission code. */
function target(row: MenuTableRow): string {
  if (row.type === 2) return row.permission ?? '';
  if (row.openType === 3) return row.link ?? '';
  if (row.openType === 2) return [row.router, row.link].filter(Boolean).join(' → ');
  return [row.router, row.component].filter(Boolean).join(' · ');
}

export function menuColumns(
  t: TFunction<'system'>,
  { apps, ...handlers }: { apps: AppChoice[] } & MenuRowHandlers,
): ProColumns<MenuTableRow>[] {
  const appName = (code: string) => apps.find((app) => app.value === code)?.label ?? code;
  return [
    {
      title: t('menu.application'),
      dataIndex: 'application',
      hideInTable: true,
      valueType: 'select',
      fieldProps: { options: apps, allowClear: true },
    },
    {
      title: t('menu.searchName'),
      dataIndex: 'name',
      hideInTable: true,
      fieldProps: { placeholder: t('menu.searchPlaceholder'), maxLength: 64 },
    },
    {
      title: t('menu.menuTitle'),
      dataIndex: 'name',
      key: 'title',
      search: false,
      width: 220,
      render: (_, row) => (
        <>
          <MenuTitle icon={row.icon} title={row.name} />
          {!row.visible && <Tag style={{ marginInlineStart: 8 }}>{t('menu.hidden')}</Tag>}
        </>
      ),
    },
    {
      title: t('menu.type'),
      dataIndex: 'type',
      key: 'type',
      search: false,
      width: 110,
      render: (_, row) => <Tag color={TYPE_COLORS[row.type]}>{t(`menu.type${row.type}`)}</Tag>,
    },
    { title: t('menu.code'), dataIndex: 'code', key: 'code', search: false, width: 150, ellipsis: true },
    {
      title: `${t('menu.router')} / ${t('menu.permission')}`,
      key: 'target',
      search: false,
      ellipsis: true,
      render: (_, row) => <Typography.Text type="secondary">{target(row)}</Typography.Text>,
    },
    {
      title: t('menu.application'),
      dataIndex: 'application',
      key: 'application',
      search: false,
      width: 120,
      ellipsis: true,
      render: (_, row) => appName(row.application),
    },
    statusColumn(t),
    {
      title: t('common.actions'),
      key: 'actions',
      search: false,
      fixed: 'right',
      width: 210,
      render: (_, row) => <MenuRowActions menu={row} {...handlers} />,
    },
  ];
}
