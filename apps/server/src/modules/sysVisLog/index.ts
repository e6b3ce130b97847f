export { sysVisLogModule } from './sysVisLog.routes.js';
