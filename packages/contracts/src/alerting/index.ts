export * from './contacts.js';
export * from './rosters.js';
