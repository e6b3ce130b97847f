import type { FastifyInstance } from 'fastify';
import { isMovable } from '../platform/clock.js';
import type { Notifier } from '../platform/realtime/notifier.js';
import type { SiteSignals } from '../platform/signals.js';
import type { FileStorage } from '../platform/storage/file-storage.js';
import { accountModule } from './account/index.js';
import {
  type ActionTokens,
  actionLinksModule,
  type Channels,
  contactsModule,
  dutyRosterModule,
} from './alerting/index.js';
import { type AuthModuleOptions, authModule } from './auth/index.js';
import { type CameraPlatform, camerasModule, cctvAlertAcknowledger } from './cameras/index.js';
import { dashboardModule } from './dashboard/index.js';
import { type DevicePlatform, deviceAlertAcknowledger, devicesModule } from './devices/index.js';
import { eventsModule } from './events/index.js';
import { formsModule } from './forms/index.js';
import { type HeatStressService, heatStressModule } from './heatStress/index.js';
import { hkLogModule } from './hkLog/index.js';
import { createLockGate } from './locks/index.js';
import { permitsModule } from './permits/index.js';
import { sysAppModule } from './sysApp/index.js';
import { sysDictModule } from './sysDict/index.js';
import { sysFileModule } from './sysFile/index.js';
import { sysMenuModule } from './sysMenu/index.js';
import { sysNoticeModule } from './sysNotice/index.js';
import { sysOnlineUserModule } from './sysOnlineUser/index.js';
import { sysOpLogModule } from './sysOpLog/index.js';
import { sysOrgModule } from './sysOrg/index.js';
import { sysPosModule } from './sysPos/index.js';
import { sysRoleModule } from './sysRole/index.js';
import { sysTenantModule } from './sysTenant/index.js';
import { sysTimersModule } from './sysTimers/index.js';
import { systemModule } from './system/index.js';
import { sysUserModule } from './sysUser/index.js';
import { sysVisLogModule } from './sysVisLog/index.js';
import { testClockModule } from './testClock/index.js';
import { trackingModule } from './tracking/index.js';
import { type WeatherPlatform, weatherModule } from './weather/index.js';
import { workflowModule } from './workflow/index.js';

export interface ModuleDeps extends AuthModuleOptions {
  notifier: Notifier;
  signals: SiteSignals;
  storage: FileStorage;
  uploadLimit: number;
  devices: DevicePlatform;
  cameras: CameraPlatform;
  weather: WeatherPlatform;
  heatStress: HeatStressService;
  /** The channels alerts and tests go out through (alertChannelsOf: email, SMS as configured). */
  alertChannels: Channels;
  /** The VAPID public key browsers subscribe with, and the push services a subscription may be on. */
  pushPublicKey: string;
  pushServices: readonly string[];
  /** Signs and checks the one-time Acknowledge links of phone notifications and messages. */
  actionTokens: ActionTokens;
}

/** Every feature module mounted under /api, in one explicit list. */
export async function registerModules(api: FastifyInstance, deps: ModuleDeps): Promise<void> {
  await api.register(systemModule);
  await api.register(authModule, { keys: deps.keys, sms: deps.sms });
  await api.register(eventsModule, { notifier: deps.notifier });
  await api.register(sysDictModule);
  await api.register(hkLogModule, { notifier: deps.notifier });
  await api.register(sysFileModule, { storage: deps.storage, uploadLimit: deps.uploadLimit });
  await api.register(accountModule, { keys: deps.keys });
  await api.register(formsModule);
  await api.register(sysOrgModule);
  await api.register(sysPosModule);
  await api.register(sysRoleModule);
  await api.register(sysUserModule, { keys: deps.keys });
  await api.register(sysMenuModule);
  await api.register(sysAppModule);
  await api.register(sysVisLogModule);
  await api.register(sysOpLogModule);
  await api.register(sysTenantModule, { keys: deps.keys });
  await api.register(sysNoticeModule, { notifier: deps.notifier });
  await api.register(sysTimersModule);
  await api.register(sysOnlineUserModule);
  await api.register(workflowModule, { notifier: deps.notifier });
  // Locks obey permits (issue #34): an unlock needs a bound permit in force, a permit that ends locks them.
  const locks = createLockGate({
    db: api.database.db,
    commander: deps.devices.commander,
    clock: api.clock,
    log: api.log,
  });
  deps.devices.answerUnlockRequestsWith(locks.unlockRequested);
  await api.register(permitsModule, {
    notifier: deps.notifier,
    signals: deps.signals,
    onMoved: locks.permitsMoved,
  });
  await api.register(devicesModule, { devices: deps.devices, authorizeUnlock: locks.authorizeUnlock });
  await api.register(camerasModule, {
    cameras: deps.cameras,
    notifier: deps.notifier,
    storage: deps.storage,
  });
  await api.register(trackingModule);
  await api.register(weatherModule, { cache: deps.weather.cache, source: deps.weather.source });
  await api.register(heatStressModule, { heatStress: deps.heatStress });
  await api.register(dashboardModule);
  await api.register(contactsModule, { channels: deps.alertChannels, pushServices: deps.pushServices });
  await api.register(actionLinksModule, {
    db: api.database.db,
    clock: api.clock,
    tokens: deps.actionTokens,
    pushPublicKey: deps.pushPublicKey,
    acknowledgers: {
      device: deviceAlertAcknowledger({ commander: deps.devices.commander, log: api.log, clock: api.clock }),
      cctv: cctvAlertAcknowledger({ notifier: deps.notifier }),
    },
  });
  await api.register(dutyRosterModule);
  // Only a movable clock has calls: a production server's clock cannot be moved (config refuses it).
  if (isMovable(api.clock)) await api.register(testClockModule, { clock: api.clock });
}
