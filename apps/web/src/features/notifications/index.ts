export { NotificationBell } from './NotificationBell';
export { useWelcomeNotification } from './useWelcomeNotification';
