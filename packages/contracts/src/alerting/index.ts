export * from './contacts.js';
export * from './deliveries.js';
export * from './lifecycle.js';
export * from './quietHours.js';
export * from './rosters.js';
