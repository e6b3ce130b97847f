import { PERMIT_MOVED_EVENT, type PermitMovedEvent } from '@siteguard/contracts';
import type { Notifier } from '../../platform/realtime/notifier.js';

/**
 * Tells the tenant's consoles that a permit changed status, so "waiting for you" (home page, bell)
 * is read again at once. Call it after the change has committed (a reader that comes earlier finds
 * the old status); a failure to announce is not the move's failure, the inbox also polls.
 */
export async function announcePermitMoved(
  notifier: Notifier,
  tenantId: string,
  moved: PermitMovedEvent,
): Promise<void> {
  await notifier.publish({ tenantId, name: PERMIT_MOVED_EVENT, data: moved });
}
