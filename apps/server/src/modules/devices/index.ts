export { acknowledgeDeviceAlert, deviceAlertAcknowledger } from './alerts/acknowledger.js';
export { createEscalator, type EscalatedAlert, type EscalationSource } from './alerts/escalation.js';
export {
  type AlertDevice,
  type AlertEntry,
  noteOpenAlerts,
  type RaisedAlert,
  storeAlerts,
} from './alerts/store.js';
export { headcount } from './attendance/attendance.service.js';
export type { Commander } from './commands.js';
export { type DevicesModuleOptions, devicesModule } from './devices.routes.js';
export type { UnlockRequest } from './ingest/pipeline.js';
export { createDevicePlatform, type DevicePlatform } from './platform.js';
export { seedDemoDevices } from './seed.js';
