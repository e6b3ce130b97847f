// The console's texts in one module per language (decision 0021): the signed-in shell asks for every
// namespace at once, and one file loads faster than sixteen. A feature's namespace is listed in all three.

export { default as components } from '../../components/locales/zh-HK';
export { default as account } from '../../features/account/locales/zh-HK';
export { default as dutyRosters } from '../../features/alerting/rosters/locales/zh-HK';
export { default as cameras } from '../../features/cameras/locales/zh-HK';
export { default as cctv } from '../../features/cctv/locales/zh-HK';
export { default as dashboard } from '../../features/dashboard/locales/zh-HK';
export { default as devices } from '../../features/devices/locales/zh-HK';
export { default as dict } from '../../features/dict/locales/zh-HK';
export { default as forms } from '../../features/forms/locales/zh-HK';
export { default as heatStress } from '../../features/heatStress/locales/zh-HK';
export { default as home } from '../../features/home/locales/zh-HK';
export { default as notifications } from '../../features/notifications/locales/zh-HK';
export { default as permits } from '../../features/permits/locales/zh-HK';
export { default as system } from '../../features/system/locales/zh-HK';
export { default as tracking } from '../../features/tracking/locales/zh-HK';
export { default as weather } from '../../features/weather/locales/zh-HK';
export { default as workflow } from '../../features/workflow/locales/zh-HK';
