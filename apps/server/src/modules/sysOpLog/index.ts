export { sysOpLogModule } from './sysOpLog.routes.js';
