export {
  type AlertDevice,
  type AlertEntry,
  noteOpenAlerts,
  type RaisedAlert,
  storeAlerts,
} from './alerts/store.js';
export { devicesModule } from './devices.routes.js';
export { createDevicePlatform, type DevicePlatform } from './platform.js';
export { seedDemoDevices } from './seed.js';
