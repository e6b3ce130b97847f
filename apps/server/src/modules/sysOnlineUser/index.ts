export { sysOnlineUserModule } from './sysOnlineUser.routes.js';
