import type { Migration } from '../platform/db/migrate.js';
import { platform } from './0001_platform.js';
import { identity } from './0002_identity.js';
import { camerasAndDictionaries } from './0003_cameras_dicts.js';
import { files } from './0004_files.js';
import { forms } from './0005_forms.js';
import { orgUsers } from './0006_org_users.js';
import { sysadmin } from './0007_sysadmin.js';
import { opLogCount } from './0008_oplog_count.js';
import { cacheInvalidation } from './0009_cache_invalidation.js';
import { workflow } from './0010_workflow.js';
import { permits } from './0011_permits.js';
import { permitSorts } from './0012_permit_sorts.js';
import { permitCounts } from './0013_permit_counts.js';
import { permitSearch } from './0014_permit_search.js';
import { devices } from './0015_devices.js';
import { attendance } from './0016_attendance.js';
import { cameras } from './0017_cameras.js';
import { cctvAlerts } from './0018_cctv_alerts.js';
import { weather } from './0019_weather.js';
import { tracking } from './0020_tracking.js';
import { dashboard } from './0021_dashboard.js';
import { heatStress } from './0022_heat_stress.js';
import { wearableCameras } from './0023_wearable_cameras.js';
import { permitSafety } from './0024_permit_safety.js';
import { permitFormMessages } from './0025_permit_form_messages.js';
import { permitSiteLinks } from './0026_permit_site_links.js';
import { contactPoints } from './0027_contact_points.js';
import { dutyRosters } from './0028_duty_rosters.js';
import { alertDeliveries } from './0029_alert_deliveries.js';
import { siteWarnings } from './0030_site_warnings.js';
import { cctvAlertLifecycle } from './0031_cctv_alert_lifecycle.js';
import { quietHours } from './0032_quiet_hours.js';
import { alertActionLinks } from './0033_alert_action_links.js';
import { lockPermits } from './0034_lock_permits.js';

/** Every migration, oldest first. A new file is added here in the same change. */
export const migrations: readonly Migration[] = [
  platform,
  identity,
  camerasAndDictionaries,
  files,
  forms,
  orgUsers,
  sysadmin,
  opLogCount,
  cacheInvalidation,
  workflow,
  permits,
  permitSorts,
  permitCounts,
  permitSearch,
  devices,
  attendance,
  cameras,
  cctvAlerts,
  weather,
  tracking,
  dashboard,
  heatStress,
  wearableCameras,
  permitSafety,
  permitFormMessages,
  permitSiteLinks,
  contactPoints,
  dutyRosters,
  alertDeliveries,
  siteWarnings,
  cctvAlertLifecycle,
  quietHours,
  alertActionLinks,
  lockPermits,
];
