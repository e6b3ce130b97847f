export { type AuthModuleOptions, authModule } from './auth.routes.js';
export { DEMO_PASSWORD, type DemoSignIn, ensureRole, ensureUser, seedDemoAccounts } from './auth.seed.js';
export { authenticateMachine, type MachineCaller } from './machine-token.service.js';
export { hashPassword, verifyPassword } from './passwords.js';
export { liveSessionIds, sessionAuthenticator } from './sessions.js';
export { loadOrCreateSm2Keys, type Sm2Keys } from './sm2-keys.js';
export { outboxSmsSender } from './sms.service.js';
