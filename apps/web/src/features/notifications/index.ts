export { NoticeReader } from './NoticeReader';
export { NotificationBell } from './NotificationBell';
export { TODO_PATH } from './TaskBellList';
export { useWelcomeNotification } from './useWelcomeNotification';
