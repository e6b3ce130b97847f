import type { Translated } from '../i18n.js';

/** The spec's ten watch alert types (spec §1), then gas, lock and helmet alerts. */
export const WATCH_ALERT_TYPES = [
  'bloodOxygen',
  'bloodPressure',
  'fall',
  'waterFall',
  'heartRate',
  'lowBattery',
  'mentalStress',
  'notWorn',
  'sos',
  'temperature',
] as const;
export const GAS_ALERT_TYPES = ['gasO2', 'gasLel', 'gasH2s', 'gasCo'] as const;
export const SITE_ALERT_TYPES = ['lockTamper', 'helmetImpact'] as const;
/** Raised by the heat stress module on a wearer's watch: the rest table says stop work (decision 0015). */
export const HEAT_ALERT_TYPES = ['heatStress'] as const;
export const ALERT_TYPES = [
  ...WATCH_ALERT_TYPES,
  ...GAS_ALERT_TYPES,
  ...SITE_ALERT_TYPES,
  ...HEAT_ALERT_TYPES,
] as const;
export type AlertType = (typeof ALERT_TYPES)[number];

/**
 * Which list shows which alerts: gas alerts have the gas sensors' alert log (gasAlert permissions);
 * watch, lock and helmet alerts the watches' alert analysis (swAlert), the one page for people's alerts.
 */
export const ALERT_FAMILIES = {
  swAlert: [...WATCH_ALERT_TYPES, ...SITE_ALERT_TYPES, ...HEAT_ALERT_TYPES],
  gasAlert: [...GAS_ALERT_TYPES],
} as const;
export type AlertFamily = keyof typeof ALERT_FAMILIES;

/** The list (and so the permissions) an alert type belongs to. */
export function alertFamilyOf(type: AlertType): AlertFamily {
  return (ALERT_FAMILIES.gasAlert as readonly AlertType[]).includes(type) ? 'gasAlert' : 'swAlert';
}

export const ALERT_TYPE_NAMES: Record<AlertType, Translated> = {
  bloodOxygen: { 'zh-HK': '血氧', 'zh-CN': '血氧', en: 'Blood oxygen' },
  bloodPressure: { 'zh-HK': '血壓', 'zh-CN': '血压', en: 'Blood pressure' },
  fall: { 'zh-HK': '跌倒', 'zh-CN': '跌倒', en: 'Fall' },
  waterFall: { 'zh-HK': '墮水', 'zh-CN': '落水', en: 'Water fall' },
  heartRate: { 'zh-HK': '心率', 'zh-CN': '心率', en: 'Heart rate' },
  lowBattery: { 'zh-HK': '低電量', 'zh-CN': '低电量', en: 'Low battery' },
  mentalStress: { 'zh-HK': '精神壓力', 'zh-CN': '精神压力', en: 'Mental stress' },
  notWorn: { 'zh-HK': '未佩戴', 'zh-CN': '未佩戴', en: 'Not worn' },
  sos: { 'zh-HK': 'SOS 求救', 'zh-CN': 'SOS 求救', en: 'SOS' },
  temperature: { 'zh-HK': '體溫', 'zh-CN': '体温', en: 'Temperature' },
  gasO2: { 'zh-HK': '氧氣 (O₂)', 'zh-CN': '氧气 (O₂)', en: 'Oxygen (O₂)' },
  gasLel: { 'zh-HK': '可燃氣體 (LEL)', 'zh-CN': '可燃气体 (LEL)', en: 'Flammable gas (LEL)' },
  gasH2s: { 'zh-HK': '硫化氫 (H₂S)', 'zh-CN': '硫化氢 (H₂S)', en: 'Hydrogen sulphide (H₂S)' },
  gasCo: { 'zh-HK': '一氧化碳 (CO)', 'zh-CN': '一氧化碳 (CO)', en: 'Carbon monoxide (CO)' },
  lockTamper: { 'zh-HK': '門鎖被破壞', 'zh-CN': '门锁被破坏', en: 'Lock tamper' },
  helmetImpact: { 'zh-HK': '安全帽撞擊', 'zh-CN': '安全帽撞击', en: 'Helmet impact' },
  heatStress: { 'zh-HK': '酷熱停工', 'zh-CN': '酷热停工', en: 'Heat stress: stop work' },
};

export const ALERT_LEVELS = ['warning', 'critical'] as const;
export type AlertLevel = (typeof ALERT_LEVELS)[number];
/** Always critical, whatever the thresholds say. */
export const ALWAYS_CRITICAL: readonly AlertType[] = [
  'fall',
  'waterFall',
  'sos',
  'helmetImpact',
  'lockTamper',
  'heatStress',
];

/**
 * raised -> notified (the bell was told) -> acknowledged (who, when) -> resolved (note, photo) or
 * falseAlarm. Raised, notified and acknowledged alerts are open: a repeat counts on them.
 */
export const ALERT_STATUSES = ['raised', 'notified', 'acknowledged', 'resolved', 'falseAlarm'] as const;
export type AlertStatus = (typeof ALERT_STATUSES)[number];
export const OPEN_ALERT_STATUSES: readonly AlertStatus[] = ['raised', 'notified', 'acknowledged'];

export const ALERT_STATUS_NAMES: Record<AlertStatus, Translated> = {
  raised: { 'zh-HK': '已觸發', 'zh-CN': '已触发', en: 'Raised' },
  notified: { 'zh-HK': '已通知', 'zh-CN': '已通知', en: 'Notified' },
  acknowledged: { 'zh-HK': '已確認', 'zh-CN': '已确认', en: 'Acknowledged' },
  resolved: { 'zh-HK': '已處理', 'zh-CN': '已处理', en: 'Resolved' },
  falseAlarm: { 'zh-HK': '誤報', 'zh-CN': '误报', en: 'False alarm' },
};

/** Server-sent event names of the device platform. */
export const DEVICE_ALERT_EVENT = 'deviceAlert';
