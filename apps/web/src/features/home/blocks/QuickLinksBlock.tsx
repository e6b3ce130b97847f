import {
  AlertOutlined,
  CheckSquareOutlined,
  CloudOutlined,
  DashboardOutlined,
  FileProtectOutlined,
  MobileOutlined,
  TeamOutlined,
  VideoCameraOutlined,
} from '@ant-design/icons';
import { hasPermission } from '@siteguard/contracts';
import { Button, Card, Empty, Flex } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSessionUser } from '../../../shell/session/useSessionUser';
import { type QuickLink, quickLinksFor } from '../quickLinks';

const ICONS: Record<QuickLink['key'], ReactNode> = {
  dashboard: <DashboardOutlined />,
  permits: <FileProtectOutlined />,
  todo: <CheckSquareOutlined />,
  cameraLive: <VideoCameraOutlined />,
  watchAlerts: <AlertOutlined />,
  devices: <MobileOutlined />,
  attendance: <TeamOutlined />,
  weather: <CloudOutlined />,
};

/** Shortcuts to the pages the user may open (by permission). */
export function QuickLinksBlock() {
  const { t } = useTranslation('home');
  const { data: user } = useSessionUser();
  const links = quickLinksFor(
    user
      ? { admintype: user.adminType, buttons: user.permissions, platformAdmin: user.platformAdmin }
      : undefined,
    hasPermission,
  );
  return (
    <Card size="small" title={t('quickLinks.title')} data-testid="home-quick-links">
      {links.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('quickLinks.none')} />
      ) : (
        <Flex wrap gap={8}>
          {links.map((link) => (
            <Link key={link.key} to={link.path}>
              <Button icon={ICONS[link.key]} tabIndex={-1}>
                {t(`quickLinks.${link.key}`)}
              </Button>
            </Link>
          ))}
        </Flex>
      )}
    </Card>
  );
}
