import { useDictTree } from '../../features/dict';
import { NotificationBell, useWelcomeNotification } from '../../features/notifications';

/**
 * Where the notifications feature meets the header. It mounts once per signed-in page, which is
 * also the moment the spec gives for the welcome notification and for loading the dictionaries
 * (after sign-in, and again on a language change).
 */
export function HeaderNotificationSlot() {
  const welcome = useWelcomeNotification();
  useDictTree();
  return (
    <>
      {welcome}
      <NotificationBell />
    </>
  );
}
