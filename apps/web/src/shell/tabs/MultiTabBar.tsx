import { DownOutlined } from '@ant-design/icons';
import { App, Button, Dropdown, type MenuProps, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { cutText, TAB_TITLE_MAX } from '../text/cutText';
import styles from './MultiTabBar.module.css';
import type { TabAction, TabRefusal } from './tabList';
import type { ShellTab } from './useOpenTabs';

interface MultiTabBarProps {
  tabs: readonly ShellTab[];
  active: string;
  /** The full title of a tab (translated route title, or the menu's title). */
  titleOf: (tab: ShellTab) => string;
  act: (action: TabAction, target: string) => Promise<TabRefusal | null>;
}

const ACTIONS: readonly TabAction[] = ['close', 'closeLeft', 'closeRight', 'closeAll'];

/**
 * The multi-tab bar (spec §2): a tab per visited page; each tab's context menu and the bar's menu
 * close the tab, those left or right of it, or all but it. A refused action says why.
 */
export function MultiTabBar({ tabs, active, titleOf, act }: MultiTabBarProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();

  const run = (action: TabAction, target: string) => {
    void act(action, target).then((refusal) => {
      if (refusal) void message.warning(t(`shell.tabs.refused.${refusal}`));
    });
  };

  const menuFor = (target: string): MenuProps => ({
    items: ACTIONS.map((action) => ({ key: action, label: t(`shell.tabs.${action}`) })),
    onClick: ({ key, domEvent }) => {
      domEvent.stopPropagation();
      run(key as TabAction, target);
    },
  });

  return (
    <div className={styles.bar} data-testid="multi-tab-bar">
      <Tabs
        type="editable-card"
        hideAdd
        size="small"
        activeKey={active}
        onChange={(path) => navigate(path)}
        onEdit={(target, edit) => {
          if (edit === 'remove' && typeof target === 'string') run('close', target);
        }}
        items={tabs.map((tab) => {
          const title = titleOf(tab);
          return {
            key: tab.path,
            label: (
              <Dropdown menu={menuFor(tab.path)} trigger={['contextMenu']}>
                <span title={title}>{cutText(title, TAB_TITLE_MAX)}</span>
              </Dropdown>
            ),
          };
        })}
        tabBarExtraContent={{
          right: (
            <Dropdown menu={menuFor(active)} trigger={['click']}>
              <Button type="text" size="small" aria-label={t('shell.tabs.actions')} icon={<DownOutlined />} />
            </Dropdown>
          ),
        }}
      />
    </div>
  );
}
