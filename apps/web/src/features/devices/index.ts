export { AlertDeliveries } from './alerts/AlertDeliveries';
export { DeviceAlertBellList } from './alerts/DeviceAlertBellList';
export { deliveriesUnderWay } from './alerts/deliveryTimeline';
export { useCriticalAlarm } from './alerts/useCriticalAlarm';
export { ringingOptions } from './api';
