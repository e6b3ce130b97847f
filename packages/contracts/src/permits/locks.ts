import { type Lang, type Translated, translated as t } from '../i18n.js';
import type { PermitStatus, PermitType } from './types.js';

/**
 * Locks obey permits (issue #34): a smart lock or 4G lock opens only while a permit of a type bound
 * to it is in force where the lock is. One pure rule, asked by the console's unlock and by every
 * permit that stops being in force (its locks are then locked again).
 */

/** The device kinds that are locks. */
export const LOCK_KINDS = ['smartLock', 'fourGLock'] as const;
export type LockKind = (typeof LOCK_KINDS)[number];
export const isLockKind = (kind: string): kind is LockKind =>
  (LOCK_KINDS as readonly string[]).includes(kind);

/** A lock as the rule sees it: where it is placed and the permit types that open it. */
export interface LockPlace {
  site: string;
  area: string | null;
  permitTypes: readonly PermitType[];
}

/** A permit as the rule sees it; `inForce` is contracts' safety rule (active and nothing blocking). */
export interface PermitAtLock {
  id: string;
  number: string | null;
  type: PermitType;
  status: PermitStatus;
  location: string | null;
  inForce: boolean;
}

export type UnlockRefusal = 'notPlaced' | 'notBound' | 'noPermit';
export type UnlockDecision =
  | { granted: true; permit: Pick<PermitAtLock, 'id' | 'number' | 'type'> }
  | { granted: false; reason: UnlockRefusal };

/** Where a lock is, as a permit's location names it: its area, else its site; null when neither is set. */
export function placeOfLock(lock: Pick<LockPlace, 'site' | 'area'>): string | null {
  const area = lock.area?.trim();
  if (area) return area;
  const site = lock.site.trim();
  return site === '' ? null : site;
}

/**
 * Whether a permit's location covers a place (a lock's, a gas alarm's): the place is named in it, in
 * any case ("Switch room B2" covers "switch room b2" and "Level B2 switch room B2").
 */
export function permitCoversPlace(permitLocation: string | null, place: string): boolean {
  return (permitLocation ?? '').toLowerCase().includes(place.trim().toLowerCase());
}

/** Whether the lock may open now, and under which permit; the first permit in force that covers it. */
export function unlockDecision(lock: LockPlace, permits: readonly PermitAtLock[]): UnlockDecision {
  const place = placeOfLock(lock);
  if (!place) return { granted: false, reason: 'notPlaced' };
  if (lock.permitTypes.length === 0) return { granted: false, reason: 'notBound' };
  const permit = permits.find(
    (candidate) =>
      candidate.inForce &&
      candidate.status === 'active' &&
      lock.permitTypes.includes(candidate.type) &&
      permitCoversPlace(candidate.location, place),
  );
  return permit
    ? { granted: true, permit: { id: permit.id, number: permit.number, type: permit.type } }
    : { granted: false, reason: 'noPermit' };
}

export const UNLOCK_REFUSAL_NAMES: Record<UnlockRefusal, Translated> = {
  notPlaced: t(
    '此鎖未設定位置，請先設定地盤或區域',
    '此锁未设定位置，请先设定工地或区域',
    'this lock has no place yet; set its site or area first',
  ),
  notBound: t('此鎖未綁定任何許可證類型', '此锁未绑定任何许可证类型', 'no permit type is bound to this lock'),
  noPermit: t(
    '沒有生效中的綁定許可證涵蓋此鎖的位置',
    '没有生效中的绑定许可证涵盖此锁的位置',
    'no bound permit in force covers where this lock is',
  ),
};

/** What a permit's locks did under it, on its timeline and in its PDF. */
export const PERMIT_LOCK_EVENT_KINDS = ['granted', 'locked'] as const;
export type PermitLockEventKind = (typeof PERMIT_LOCK_EVENT_KINDS)[number];
export const PERMIT_LOCK_EVENT_NAMES: Record<PermitLockEventKind, Translated> = {
  granted: t('開鎖', '开锁', 'Unlocked'),
  locked: t('上鎖', '上锁', 'Locked'),
};

export const describeUnlockRefusal = (reason: UnlockRefusal, lang: Lang): string =>
  UNLOCK_REFUSAL_NAMES[reason][lang];
