import { Space } from 'antd';
import { MENU_ICON_NAMES, menuIcon } from '../../../shell/routes/menuIcons';

/** The icon options: exactly the shell's set, so a chosen icon is one the side menu can draw. */
export const MENU_ICON_OPTIONS = MENU_ICON_NAMES.map((name) => ({
  value: name,
  label: (
    <Space size={8}>
      {menuIcon(name)}
      <span>{name}</span>
    </Space>
  ),
}));

/** A menu's title as the side menu shows it: its icon, then the title. */
export function MenuTitle({ icon, title }: { icon: string | null; title: string }) {
  const drawn = menuIcon(icon);
  return drawn ? (
    <Space size={8}>
      {drawn}
      <span>{title}</span>
    </Space>
  ) : (
    <span>{title}</span>
  );
}
