export * from './rosters.js';
