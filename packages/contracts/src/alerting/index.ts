export * from './contacts.js';
export * from './deliveries.js';
export * from './rosters.js';
