export { type HkLogFilters, hkLogKeys, hkLogPageOptions, refreshHkLogs } from './hkLogApi';
export { HK_LOG_TYPE_COLORS, HK_LOG_TYPE_DICT } from './hkLogColumns';
export { useHkLogLiveUpdates } from './useHkLogLiveUpdates';
