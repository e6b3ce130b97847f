import { DEVICE_REGISTRIES, DEVICE_REGISTRY_KEYS, PERMIT_TYPE_KEYS } from '@siteguard/contracts';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { permitListComponent } from '../../features/permits';
import { ComingSoonPage } from '../pages/ComingSoonPage';

type PageLoader = () => Promise<{ default: ComponentType }>;

/**
 * The one table from a menu's `component` to the page that draws it, loaded on first visit. Features
 * add their pages here as they arrive; a name not listed renders the 'coming soon' page, so a menu
 * the server knows before the web does never crashes the console.
 */
const loaders: Record<string, PageLoader> = {
  'dashboard/Index': async () => ({
    default: (await import('../../features/dashboard/DashboardPage')).DashboardPage,
  }),
  'cameras/Log': async () => ({
    default: (await import('../../features/cameras/CameraLogPage')).CameraLogPage,
  }),
  'cameras/ConfigList': async () => ({
    default: (await import('../../features/cameras/config/ConfigListPage')).ConfigListPage,
  }),
  'cameras/Live': async () => ({
    default: (await import('../../features/cameras/live/LivePage')).LivePage,
  }),
  'cameras/AreaList': async () => ({
    default: (await import('../../features/cameras/places/AreaListPage')).AreaListPage,
  }),
  'cameras/LocationList': async () => ({
    default: (await import('../../features/cameras/places/LocationListPage')).LocationListPage,
  }),
  'system/UserList': async () => ({
    default: (await import('../../features/system/sysUser/UserListPage')).UserListPage,
  }),
  'system/RoleList': async () => ({
    default: (await import('../../features/system/sysRole/RoleListPage')).RoleListPage,
  }),
  'system/MenuList': async () => ({
    default: (await import('../../features/system/sysMenu/MenuListPage')).MenuListPage,
  }),
  'system/TenantList': async () => ({
    default: (await import('../../features/system/sysTenant/TenantListPage')).TenantListPage,
  }),
  'system/AppList': async () => ({
    default: (await import('../../features/system/sysApp/AppListPage')).AppListPage,
  }),
  'system/OrgList': async () => ({
    default: (await import('../../features/system/sysOrg/OrgListPage')).OrgListPage,
  }),
  'system/OnlineUserList': async () => ({
    default: (await import('../../features/system/sysOnlineUser/OnlineUserListPage')).OnlineUserListPage,
  }),
  'system/NoticeList': async () => ({
    default: (await import('../../features/system/sysNotice/NoticeListPage')).NoticeListPage,
  }),
  'system/TimersList': async () => ({
    default: (await import('../../features/system/sysTimers/TimersListPage')).TimersListPage,
  }),
  'system/OpLogList': async () => ({
    default: (await import('../../features/system/sysOpLog/OpLogListPage')).OpLogListPage,
  }),
  'system/FileInfoList': async () => ({
    default: (await import('../../features/system/sysFile/FileListPage')).FileListPage,
  }),
  'system/DictTypeList': async () => ({
    default: (await import('../../features/system/sysDict/DictListPage')).DictListPage,
  }),
  'system/PosList': async () => ({
    default: (await import('../../features/system/sysPos/PosListPage')).PosListPage,
  }),
  'forms/FormList': async () => ({
    default: (await import('../../features/forms/FormListPage')).FormListPage,
  }),
  'forms/Designer': async () => ({
    default: (await import('../../features/forms/designer/DesignerPage')).DesignerPage,
  }),
  'workflow/ModelList': async () => ({
    default: (await import('../../features/workflow/models/ModelListPage')).ModelListPage,
  }),
  'workflow/TaskTodo': async () => ({
    default: (await import('../../features/workflow/tasks/TaskListPages')).TaskTodoPage,
  }),
  'workflow/TaskDone': async () => ({
    default: (await import('../../features/workflow/tasks/TaskListPages')).TaskDonePage,
  }),
  'workflow/InstanceList': async () => ({
    default: (await import('../../features/workflow/instances/InstanceListPage')).InstanceListPage,
  }),
  'workflow/DraftList': async () => ({
    default: (await import('../../features/workflow/drafts/DraftListPage')).DraftListPage,
  }),
  'system/VisLogList': async () => ({
    default: (await import('../../features/system/sysVisLog/VisLogListPage')).VisLogListPage,
  }),
  'devices/watches/WearerList': async () => ({
    default: (await import('../../features/devices/registry/WearerListPage')).WearerListPage,
  }),
  'devices/watches/AlertAnalysis': async () => ({
    default: (await import('../../features/devices/alerts/AlertAnalysisPage')).AlertAnalysisPage,
  }),
  'devices/gas/AlertLog': async () => ({
    default: (await import('../../features/devices/alerts/AlertAnalysisPage')).GasAlertLogPage,
  }),
  'devices/gas/Statistics': async () => ({
    default: (await import('../../features/devices/alerts/AlertAnalysisPage')).GasStatisticsPage,
  }),
  'devices/watches/Live': async () => ({
    default: (await import('../../features/cameras/wearables/WearableLivePage')).WearableLivePage,
  }),
  'devices/watches/UsageAnalysis': async () => ({
    default: (await import('../../features/devices/stats/UsageAnalysisPage')).UsageAnalysisPage,
  }),
  'devices/workers/Attendance': async () => ({
    default: (await import('../../features/devices/attendance/AttendancePage')).AttendancePage,
  }),
  'devices/workers/Monitoring': async () => ({
    default: (await import('../../features/devices/stats/WorkerMonitorPage')).WorkerMonitorPage,
  }),
  'devices/watches/StatisticsReport': async () => ({
    default: (await import('../../features/devices/stats/StatisticsReportPage')).StatisticsReportPage,
  }),
  'devices/cctv/AlertList': async () => ({
    default: (await import('../../features/cctv/CctvAlertListPage')).CctvAlertListPage,
  }),
  'devices/cctv/Statistics': async () => ({
    default: (await import('../../features/cctv/CctvStatisticsPage')).CctvStatisticsPage,
  }),
  'weather/Current': async () => ({
    default: (await import('../../features/weather/WeatherPage')).WeatherPage,
  }),
  'alerting/Rosters': async () => ({
    default: (await import('../../features/alerting/rosters/RostersPage')).RostersPage,
  }),
  'heatStress/Board': async () => ({
    default: (await import('../../features/heatStress/HeatStressBoardPage')).HeatStressBoardPage,
  }),
  // One list page draws every device registry (watches, helmets, gas sensors, locks, RFID).
  ...Object.fromEntries(
    DEVICE_REGISTRY_KEYS.map((registry) => [
      DEVICE_REGISTRIES[registry].component,
      async () => {
        const { DeviceListPage } = await import('../../features/devices/registry/DeviceListPage');
        return { default: () => <DeviceListPage registry={registry} /> };
      },
    ]),
  ),
  // One list page draws every permit type.
  ...Object.fromEntries(
    PERMIT_TYPE_KEYS.map((type) => [
      permitListComponent(type),
      async () => {
        const { PermitListPage } = await import('../../features/permits/list/PermitListPage');
        return { default: () => <PermitListPage type={type} /> };
      },
    ]),
  ),
  'tracking/VehicleList': async () => ({
    default: (await import('../../features/tracking/PlantListPage')).VehicleListPage,
  }),
  'tracking/LiftingApplianceList': async () => ({
    default: (await import('../../features/tracking/PlantListPage')).LiftingApplianceListPage,
  }),
};

/**
 * Path segments a page reads beyond its menu's path (react-router syntax): the designer's menu is
 * '/forms/designer'; the page also answers '/forms/designer/42', the form it opens.
 */
const pathParams: Record<string, string> = {
  'forms/Designer': ':id?',
};

/** A menu node's route path with the parameters its page takes. */
export function routePathFor(component: string, path: string): string {
  const params = pathParams[component];
  return params ? `${path.replace(/\/$/, '')}/${params}` : path;
}

const cache = new Map<string, LazyExoticComponent<ComponentType>>();

export function pageFor(component: string): ComponentType {
  const load = loaders[component];
  if (!load) return ComingSoonPage;
  let page = cache.get(component);
  if (!page) {
    page = lazy(load);
    cache.set(component, page);
  }
  return page;
}
