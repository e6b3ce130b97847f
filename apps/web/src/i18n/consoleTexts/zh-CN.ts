// The console's texts in this language; zh-HK.ts says why they are one module.

export { default as components } from '../../components/locales/zh-CN';
export { default as account } from '../../features/account/locales/zh-CN';
export { default as dutyRosters } from '../../features/alerting/rosters/locales/zh-CN';
export { default as cameras } from '../../features/cameras/locales/zh-CN';
export { default as cctv } from '../../features/cctv/locales/zh-CN';
export { default as dashboard } from '../../features/dashboard/locales/zh-CN';
export { default as devices } from '../../features/devices/locales/zh-CN';
export { default as dict } from '../../features/dict/locales/zh-CN';
export { default as forms } from '../../features/forms/locales/zh-CN';
export { default as heatStress } from '../../features/heatStress/locales/zh-CN';
export { default as home } from '../../features/home/locales/zh-CN';
export { default as notifications } from '../../features/notifications/locales/zh-CN';
export { default as permits } from '../../features/permits/locales/zh-CN';
export { default as system } from '../../features/system/locales/zh-CN';
export { default as tracking } from '../../features/tracking/locales/zh-CN';
export { default as weather } from '../../features/weather/locales/zh-CN';
export { default as workflow } from '../../features/workflow/locales/zh-CN';
