export { sysUserModule } from './sysUser.routes.js';
export { seedDemoPlacements } from './sysUser.seed.js';
