import type { NoticeEvent } from '@siteguard/contracts';

/** Whether a `notice` event concerns this user: sent to everyone (userIds null) or naming them. */
export function concernsUser(event: Pick<NoticeEvent, 'userIds'>, userId: string | undefined): boolean {
  if (userId === undefined) return false;
  return event.userIds === null || event.userIds.includes(userId);
}
