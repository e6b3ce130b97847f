export { insertLog } from './hkLog.queries.js';
export { HK_LOG_EVENT, hkLogModule } from './hkLog.routes.js';
