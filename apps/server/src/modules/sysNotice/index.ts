export { NOTICE_EVENT, sysNoticeModule } from './sysNotice.routes.js';
