export * from './actionLinks.js';
export * from './contacts.js';
export * from './deliveries.js';
export * from './lifecycle.js';
export { ACKNOWLEDGE_BY_LINK_PATH, PUSH_NOTIFICATION_TEXTS } from './pushNotification.js';
export * from './quietHours.js';
export * from './rosters.js';
