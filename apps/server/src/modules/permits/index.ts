export { activePermitsOf } from './inForce.js';
export { type PermitsModuleOptions, permitsModule } from './permits.routes.js';
export { seedDemoPermitPeople, seedPermitTypes } from './seed/permits.seed.js';
export { suspendPermitsOnSignal } from './signals.js';
export type { MovedPermit } from './sweeps.js';
