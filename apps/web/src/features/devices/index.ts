export { DeviceAlertBellList } from './alerts/DeviceAlertBellList';
export { useCriticalAlarm } from './alerts/useCriticalAlarm';
export { ringingOptions } from './api';
