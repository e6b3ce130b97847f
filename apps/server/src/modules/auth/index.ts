export { type AuthModuleOptions, authModule } from './auth.routes.js';
export { type DemoSignIn, seedDemoAccounts } from './auth.seed.js';
export { sessionAuthenticator } from './sessions.js';
export { loadOrCreateSm2Keys } from './sm2-keys.js';
export { outboxSmsSender } from './sms.service.js';
