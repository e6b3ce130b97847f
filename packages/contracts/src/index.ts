export * from './auth/settings.js';
export * from './endpoint.js';
export * from './envelope.js';
export * from './errors.js';
export * from './i18n.js';
export * from './paging.js';
export * from './permissions.js';
export * from './system/health.js';
