export { type SysTimersModuleOptions, sysTimersModule } from './sysTimers.routes.js';
export { createScheduler, type Scheduler } from './sysTimers.scheduler.js';
export { seedTimers } from './sysTimers.service.js';
