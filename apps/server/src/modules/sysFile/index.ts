export { type SysFileModuleOptions, sysFileModule } from './sysFile.routes.js';
export { findFile } from './sysFile.service.js';
