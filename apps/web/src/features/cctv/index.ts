export { cctvRingingOptions, useCctvAlertLiveUpdates } from './api';
export { CctvAlertBellList } from './CctvAlertBellList';
