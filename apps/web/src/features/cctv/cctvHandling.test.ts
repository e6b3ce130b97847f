import { describe, expect, it } from 'vitest';
import { acknowledgedFrom, cctvActionsFor, historyColor } from './cctvHandling';

describe('CCTV alert handling on screen', () => {
  it.each([
    ['raised', ['acknowledge', 'resolve', 'falseAlarm']],
    ['notified', ['acknowledge', 'resolve', 'falseAlarm']],
    ['acknowledged', ['resolve', 'falseAlarm']],
    ['resolved', []],
    ['falseAlarm', []],
  ] as const)('an alert %s offers %j', (status, actions) => {
    expect(cctvActionsFor(status)).toEqual(actions);
  });

  it('colours the history: escalations red, raises orange, handlings green, the unknown grey', () => {
    expect(['escalate', 'raise', 'resolve', 'cameraUp', 'somethingNew'].map(historyColor)).toEqual([
      'red',
      'orange',
      'green',
      'green',
      'gray',
    ]);
  });

  it('names where an acknowledgement came from, the console saying nothing', () => {
    const at = '2026-03-02T01:00:00Z';
    expect(acknowledgedFrom({ action: 'acknowledge', actor: 'Chan', at, note: 'email' })).toBe('email');
    expect(acknowledgedFrom({ action: 'acknowledge', actor: 'Chan', at, note: null })).toBeNull();
    expect(acknowledgedFrom({ action: 'resolve', actor: 'Chan', at, note: 'push' })).toBeNull();
  });
});
