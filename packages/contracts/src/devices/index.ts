export * from './alertApi.js';
export * from './alerts.js';
export * from './attendance.js';
export * from './devices.js';
export * from './kinds.js';
export * from './link.js';
export * from './protocol.js';
export * from './thresholds.js';
