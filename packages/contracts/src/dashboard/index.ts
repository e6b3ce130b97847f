export * from './dashboard.js';
export * from './home.js';
export * from './month.js';
export * from './permitInbox.js';
