import { describe, expect, it, vi } from 'vitest';
import { createTabGuards } from './tabGuards';

describe('createTabGuards', () => {
  it('allows closing tabs without a guard', async () => {
    expect(await createTabGuards().allowClose(['/a', '/b'])).toBe(true);
  });

  it('asks the guards of the closing tabs in order and stops at the first refusal', async () => {
    const guards = createTabGuards();
    const a = vi.fn(() => true);
    const b = vi.fn(async () => false);
    const c = vi.fn(() => true);
    guards.register('/a', a);
    guards.register('/b', b);
    guards.register('/c', c);
    expect(await guards.allowClose(['/a', '/b', '/c'])).toBe(false);
    expect(a).toHaveBeenCalledOnce();
    expect(b).toHaveBeenCalledOnce();
    expect(c).not.toHaveBeenCalled();
  });

  it('removes only the guard it registered', async () => {
    const guards = createTabGuards();
    const removeOld = guards.register('/a', () => false);
    guards.register('/a', () => false);
    removeOld();
    expect(await guards.allowClose(['/a'])).toBe(false);
  });

  it('forgets a removed guard', async () => {
    const guards = createTabGuards();
    guards.register('/a', () => false)();
    expect(await guards.allowClose(['/a'])).toBe(true);
  });
});
