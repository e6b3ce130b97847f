import {
  ApartmentOutlined,
  AppstoreOutlined,
  CheckSquareOutlined,
  CloudOutlined,
  DashboardOutlined,
  DatabaseOutlined,
  DeploymentUnitOutlined,
  FileProtectOutlined,
  FileSearchOutlined,
  FileTextOutlined,
  GlobalOutlined,
  MonitorOutlined,
  NodeIndexOutlined,
  PartitionOutlined,
  SafetyCertificateOutlined,
  SafetyOutlined,
  SettingOutlined,
  VideoCameraOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';

/**
 * The icons the server's menus name (meta.icon), imported one by one: the whole icon set would
 * weigh more than the rest of the console. An unknown name draws no icon.
 */
const icons: Record<string, ReactNode> = {
  ApartmentOutlined: <ApartmentOutlined />,
  AppstoreOutlined: <AppstoreOutlined />,
  CheckSquareOutlined: <CheckSquareOutlined />,
  CloudOutlined: <CloudOutlined />,
  DashboardOutlined: <DashboardOutlined />,
  DatabaseOutlined: <DatabaseOutlined />,
  DeploymentUnitOutlined: <DeploymentUnitOutlined />,
  FileProtectOutlined: <FileProtectOutlined />,
  FileSearchOutlined: <FileSearchOutlined />,
  FileTextOutlined: <FileTextOutlined />,
  GlobalOutlined: <GlobalOutlined />,
  MonitorOutlined: <MonitorOutlined />,
  NodeIndexOutlined: <NodeIndexOutlined />,
  PartitionOutlined: <PartitionOutlined />,
  SafetyCertificateOutlined: <SafetyCertificateOutlined />,
  SafetyOutlined: <SafetyOutlined />,
  SettingOutlined: <SettingOutlined />,
  VideoCameraOutlined: <VideoCameraOutlined />,
};

/** The names a menu may choose from (the administration page's icon picker). */
export const MENU_ICON_NAMES: readonly string[] = Object.keys(icons);

export function menuIcon(name: string | null): ReactNode {
  return name ? icons[name] : undefined;
}
