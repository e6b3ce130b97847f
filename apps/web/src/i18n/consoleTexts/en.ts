// The console's texts in this language; zh-HK.ts says why they are one module.

export { default as components } from '../../components/locales/en';
export { default as account } from '../../features/account/locales/en';
export { default as dutyRosters } from '../../features/alerting/rosters/locales/en';
export { default as cameras } from '../../features/cameras/locales/en';
export { default as cctv } from '../../features/cctv/locales/en';
export { default as dashboard } from '../../features/dashboard/locales/en';
export { default as devices } from '../../features/devices/locales/en';
export { default as dict } from '../../features/dict/locales/en';
export { default as forms } from '../../features/forms/locales/en';
export { default as heatStress } from '../../features/heatStress/locales/en';
export { default as home } from '../../features/home/locales/en';
export { default as notifications } from '../../features/notifications/locales/en';
export { default as permits } from '../../features/permits/locales/en';
export { default as system } from '../../features/system/locales/en';
export { default as tracking } from '../../features/tracking/locales/en';
export { default as weather } from '../../features/weather/locales/en';
export { default as workflow } from '../../features/workflow/locales/en';
