export { type PermitsModuleOptions, permitsModule } from './permits.routes.js';
export { seedPermits } from './seed/permits.seed.js';
export { suspendPermitsOnSignal } from './signals.js';
