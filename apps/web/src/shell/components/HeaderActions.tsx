import type { Lang, LoginUser } from '@siteguard/contracts';
import { theme as antdTheme, ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { AppSwitcher } from './AppSwitcher';
import { FullscreenToggle } from './FullscreenToggle';
import styles from './HeaderActions.module.css';
import { HeaderGreeting } from './HeaderGreeting';
import { HeaderNotificationSlot } from './HeaderNotificationSlot';
import { LanguageSwitch } from './LanguageSwitch';
import { UserMenu } from './UserMenu';

/** A dark header (top menu, dark theme) needs antd's dark algorithm for its own controls. */
function HeaderActionsTheme({ dark, children }: { dark: boolean; children: ReactNode }) {
  if (!dark) return children;
  return <ConfigProvider theme={{ algorithm: antdTheme.darkAlgorithm }}>{children}</ConfigProvider>;
}

/** The header's right side: greeting, notifications, app switcher, language, full screen, user menu. */
export function HeaderActions({
  user,
  dark,
  onLanguageChange,
}: {
  user: LoginUser;
  dark: boolean;
  onLanguageChange: (lang: Lang) => Promise<void>;
}) {
  return (
    <HeaderActionsTheme dark={dark}>
      <div className={dark ? `${styles.actions} ${styles.actionsDark}` : styles.actions}>
        <HeaderGreeting name={user.name} />
        <HeaderNotificationSlot />
        <AppSwitcher apps={user.apps} />
        <LanguageSwitch onChange={onLanguageChange} />
        <span className={styles.fullscreen}>
          <FullscreenToggle />
        </span>
        <UserMenu user={user} />
      </div>
    </HeaderActionsTheme>
  );
}
