import { SettingOutlined } from '@ant-design/icons';
import { Button, Drawer } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LayoutSettingsForm } from './LayoutSettingsForm';
import styles from './SettingsDrawer.module.css';

/**
 * The development-only settings drawer (spec §2): a handle on the right edge opens the layout
 * preferences. Production users find the same controls under personal settings.
 */
export function SettingsDrawer() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      {open ? null : (
        <Button
          type="primary"
          className={styles.handle}
          aria-label={t('settings.title')}
          icon={<SettingOutlined />}
          onClick={() => setOpen(true)}
        />
      )}
      <Drawer title={t('settings.title')} open={open} onClose={() => setOpen(false)} width={380}>
        <LayoutSettingsForm />
      </Drawer>
    </>
  );
}
