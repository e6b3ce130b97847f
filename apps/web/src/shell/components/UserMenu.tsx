import { LogoutOutlined, SettingOutlined, UserOutlined } from '@ant-design/icons';
import type { LoginUser } from '@siteguard/contracts';
import { Avatar, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAvatarUrl } from '../session/avatarApi';
import { useLogoutConfirm } from '../session/useLogoutConfirm';
import styles from './UserMenu.module.css';

/** The header's avatar and name, opening the personal centre, settings and logout. */
export function UserMenu({ user }: { user: LoginUser }) {
  const { t } = useTranslation();
  const confirmLogout = useLogoutConfirm();
  const avatarUrl = useAvatarUrl(user.avatar);
  return (
    <Dropdown
      menu={{
        items: [
          {
            key: 'center',
            icon: <UserOutlined />,
            label: <Link to="/account/center">{t('shell.accountCenter')}</Link>,
          },
          {
            key: 'settings',
            icon: <SettingOutlined />,
            label: <Link to="/account/settings/base">{t('shell.accountSettings')}</Link>,
          },
          { type: 'divider' },
          { key: 'logout', icon: <LogoutOutlined />, label: t('shell.logout'), onClick: confirmLogout },
        ],
      }}
    >
      <button type="button" className={styles.userButton} aria-label={t('shell.userMenu')}>
        <Avatar size="small" src={avatarUrl} icon={<UserOutlined />} alt="" data-testid="header-avatar" />
        <span className={styles.userName}>{user.name}</span>
      </button>
    </Dropdown>
  );
}
