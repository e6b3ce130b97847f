import { describe, expect, it } from 'vitest';
import { applyTabAction, openTab, type Tab } from './tabList';

const tabs = (...paths: string[]): Tab[] => paths.map((path) => ({ path }));
const paths = (outcome: ReturnType<typeof applyTabAction>) =>
  outcome.ok ? outcome.tabs.map((t) => t.path) : outcome;

describe('openTab', () => {
  it('appends a new path once and refreshes the title key of an open one', () => {
    const one = openTab([], { path: '/welcome', titleKey: 'home' });
    expect(openTab(one, { path: '/welcome', titleKey: 'home' })).toBe(one);
    expect(openTab(one, { path: '/a' }).map((t) => t.path)).toEqual(['/welcome', '/a']);
    expect(openTab(one, { path: '/welcome', titleKey: 'other' })).toEqual([
      { path: '/welcome', titleKey: 'other' },
    ]);
  });
});

describe('applyTabAction', () => {
  const open = tabs('/a', '/b', '/c');

  it('refuses to close the last tab', () => {
    expect(applyTabAction(tabs('/a'), 'close', '/a', '/a')).toEqual({ ok: false, refusal: 'lastTab' });
    expect(applyTabAction(tabs('/a'), 'closeAll', '/a', '/a')).toEqual({ ok: false, refusal: 'lastTab' });
  });

  it('closes a tab and moves to its neighbour when it was active', () => {
    expect(applyTabAction(open, 'close', '/b', '/b')).toEqual({
      ok: true,
      tabs: tabs('/a', '/c'),
      active: '/c',
    });
    expect(applyTabAction(open, 'close', '/c', '/c')).toEqual({
      ok: true,
      tabs: tabs('/a', '/b'),
      active: '/b',
    });
    expect(applyTabAction(open, 'close', '/b', '/a')).toEqual({
      ok: true,
      tabs: tabs('/a', '/c'),
      active: '/a',
    });
  });

  it('says when nothing lies to the left or right', () => {
    expect(applyTabAction(open, 'closeLeft', '/a', '/a')).toEqual({ ok: false, refusal: 'noneLeft' });
    expect(applyTabAction(open, 'closeRight', '/c', '/c')).toEqual({ ok: false, refusal: 'noneRight' });
  });

  it('closes left and right of the target, moving there if the active tab went', () => {
    expect(paths(applyTabAction(open, 'closeLeft', '/b', '/b'))).toEqual(['/b', '/c']);
    expect(applyTabAction(open, 'closeLeft', '/c', '/a')).toMatchObject({ active: '/c' });
    expect(paths(applyTabAction(open, 'closeRight', '/a', '/b'))).toEqual(['/a']);
    expect(applyTabAction(open, 'closeRight', '/a', '/b')).toMatchObject({ active: '/a' });
  });

  it('close all keeps the target tab', () => {
    expect(applyTabAction(open, 'closeAll', '/b', '/b')).toEqual({
      ok: true,
      tabs: tabs('/b'),
      active: '/b',
    });
  });
});
