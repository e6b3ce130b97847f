import { AppstoreOutlined, CheckOutlined } from '@ant-design/icons';
import type { LoginApp } from '@siteguard/contracts';
import { Button, List, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSwitch } from '../session/useAppSwitch';
import styles from './AppSwitcher.module.css';

/** The header button naming the active application; it opens a modal to pick another. */
export function AppSwitcher({ apps }: { apps: readonly LoginApp[] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const switchApp = useAppSwitch();
  const active = apps.find((app) => app.active);

  const choose = (app: LoginApp) => {
    setOpen(false);
    if (!app.active) void switchApp(app.code);
  };

  return (
    <>
      <Button
        type="text"
        icon={<AppstoreOutlined />}
        onClick={() => setOpen(true)}
        aria-label={t('shell.switchApp')}
      >
        <span className={styles.label}>{active?.name}</span>
      </Button>
      <Modal
        title={t('shell.switchApp')}
        open={open}
        onCancel={() => setOpen(false)}
        footer={null}
        width={360}
      >
        <List
          dataSource={[...apps]}
          rowKey="code"
          renderItem={(app) => (
            <List.Item>
              <Button
                block
                type={app.active ? 'primary' : 'default'}
                icon={app.active ? <CheckOutlined /> : undefined}
                aria-current={app.active ? 'true' : undefined}
                onClick={() => choose(app)}
              >
                {app.name}
              </Button>
            </List.Item>
          )}
        />
      </Modal>
    </>
  );
}
