export { ADMIN_PERMISSION, adminRolesAmong, existingRoleIds, roleIdsOfUser } from './sysRole.queries.js';
export { sysRoleModule } from './sysRole.routes.js';
