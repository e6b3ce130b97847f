import { describe, expect, it } from 'vitest';
import {
  type LockPlace,
  type PermitAtLock,
  permitCoversPlace,
  placeOfLock,
  unlockDecision,
} from './locks.js';

const switchRoomLock: LockPlace = {
  site: 'Kai Tak',
  area: 'Switch room B2',
  permitTypes: ['switchRoom', 'electricalSystem'],
};
const permit = (over: Partial<PermitAtLock> = {}): PermitAtLock => ({
  id: '1',
  number: 'SR-2026-000001',
  type: 'switchRoom',
  status: 'active',
  location: 'Kai Tak, Level B2, Switch room B2',
  inForce: true,
  ...over,
});

describe('a lock opens only under a bound permit in force where it is', () => {
  it.each<[string, LockPlace, PermitAtLock[], ReturnType<typeof unlockDecision>]>([
    ['no permit at all', switchRoomLock, [], { granted: false, reason: 'noPermit' }],
    [
      'an active switch room permit there',
      switchRoomLock,
      [permit()],
      { granted: true, permit: { id: '1', number: 'SR-2026-000001', type: 'switchRoom' } },
    ],
    [
      'a permit of a type not bound to it',
      switchRoomLock,
      [permit({ type: 'hotWorkPermit' })],
      { granted: false, reason: 'noPermit' },
    ],
    [
      'a permit elsewhere',
      switchRoomLock,
      [permit({ location: 'Kai Tak, Level 3, plant room' })],
      { granted: false, reason: 'noPermit' },
    ],
    [
      'a permit with no location',
      switchRoomLock,
      [permit({ location: null })],
      { granted: false, reason: 'noPermit' },
    ],
    [
      'a suspended permit',
      switchRoomLock,
      [permit({ status: 'suspended', inForce: false })],
      { granted: false, reason: 'noPermit' },
    ],
    [
      'an approved one not yet active',
      switchRoomLock,
      [permit({ status: 'approved' })],
      { granted: false, reason: 'noPermit' },
    ],
    [
      'an active one a stop-work signal blocks',
      switchRoomLock,
      [permit({ inForce: false })],
      { granted: false, reason: 'noPermit' },
    ],
    [
      'the second of two permits when the first is blocked',
      switchRoomLock,
      [permit({ inForce: false }), permit({ id: '2', number: 'ES-2026-000007', type: 'electricalSystem' })],
      { granted: true, permit: { id: '2', number: 'ES-2026-000007', type: 'electricalSystem' } },
    ],
    [
      'a lock with no place',
      { site: ' ', area: null, permitTypes: ['switchRoom'] },
      [permit()],
      { granted: false, reason: 'notPlaced' },
    ],
    [
      'a lock no type is bound to',
      { ...switchRoomLock, permitTypes: [] },
      [permit()],
      { granted: false, reason: 'notBound' },
    ],
    [
      'a lock placed at a site only, under a permit naming the site',
      { site: 'Kai Tak', area: '', permitTypes: ['confinedSpace'] },
      [permit({ type: 'confinedSpace', location: 'kai tak manhole MH-7' })],
      { granted: true, permit: { id: '1', number: 'SR-2026-000001', type: 'confinedSpace' } },
    ],
  ])('%s', (_name, lock, permits, expected) => {
    expect(unlockDecision(lock, permits)).toEqual(expected);
  });

  it('names a place by area, else site, and matches it in any case', () => {
    expect(placeOfLock({ site: 'Kai Tak', area: ' Gate 2 ' })).toBe('Gate 2');
    expect(placeOfLock({ site: 'Kai Tak', area: null })).toBe('Kai Tak');
    expect(placeOfLock({ site: '', area: '  ' })).toBeNull();
    expect(permitCoversPlace('LEVEL B2 SWITCH ROOM B2', 'switch room b2')).toBe(true);
    expect(permitCoversPlace('Switch room B', 'Switch room B2')).toBe(false);
  });
});
