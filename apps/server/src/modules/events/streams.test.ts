import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Principal } from '../../platform/http/auth-guard.js';
import type { TenantEvent } from '../../platform/realtime/notifier.js';
import { createStreamGuard } from './streams.js';

const log = { warn: () => {}, error: () => {} } as unknown as FastifyBaseLogger;
const principal = (sessionId: string, permissions: string[] = []): Principal => ({
  sessionId,
  userId: `u${sessionId}`,
  tenantId: 't1',
  account: `a${sessionId}`,
  adminType: 2,
  platformAdmin: false,
  permissions: new Set(permissions),
  activeApp: null,
});

/** A guard over fakes: sessions live in `sessions` (token -> principal, or absent when ended). */
function harness(recheckEveryMs = 60_000) {
  const sessions = new Map<string, Principal>();
  const listeners = new Set<(tenantId: string | null) => void>();
  const calls = { authenticate: 0, live: 0 };
  const guard = createStreamGuard({
    authenticate: async (token) => {
      calls.authenticate += 1;
      const found = token ? sessions.get(token) : undefined;
      if (!found) throw new Error('LOGIN_EXPIRED');
      return found;
    },
    liveSessions: async (ids) => {
      calls.live += 1;
      const live = new Set([...sessions.values()].map((p) => p.sessionId));
      return new Set(ids.filter((id) => live.has(id)));
    },
    cache: {
      onChange: (listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    },
    log,
    recheckEveryMs,
  });
  const open = (token: string) => {
    const written: Array<{ name: string; data: unknown }> = [];
    let ended = false;
    const stream = guard.open({
      principal: sessions.get(token) as Principal,
      token,
      request: {} as FastifyRequest,
      write: (name, data) => written.push({ name, data }),
      end: () => {
        ended = true;
      },
    });
    return { stream, written, ended: () => ended };
  };
  const change = (tenantId: string | null = 't1') => {
    for (const listener of listeners) listener(tenantId);
  };
  return { guard, sessions, open, change, calls };
}

async function until(check: () => boolean, ms = 2000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

const hkLog = {
  tenantId: 't1',
  name: 'hkLog',
  data: {
    id: '1',
    mainType: 2,
    subType: null,
    cameraName: 'Gate',
    channel: null,
    event: 'Motion',
    message: 'm',
    operator: null,
    exception: null,
    occurredAt: '2026-07-01T00:00:00.000Z',
  },
} as TenantEvent;

describe('createStreamGuard', () => {
  it('sends an event only to streams whose principal may receive it, without unknown fields', () => {
    const { guard, sessions, open } = harness();
    sessions.set('seeing', principal('1', ['hkLog:page']));
    sessions.set('blind', principal('2'));
    const seeing = open('seeing');
    const blind = open('blind');
    const event = { ...hkLog, data: { ...(hkLog.data as object), secret: 'x' } } as unknown as TenantEvent;
    seeing.stream.deliver(event);
    blind.stream.deliver(event);
    expect(seeing.written).toEqual([{ name: 'hkLog', data: hkLog.data }]);
    expect(blind.written).toEqual([]);
    // An event the contract refuses, or an undeclared one, reaches nobody.
    seeing.stream.deliver({ tenantId: 't1', name: 'hkLog', data: { id: 1 } } as unknown as TenantEvent);
    seeing.stream.deliver({ tenantId: 't1', name: 'ping', data: { at: 'x' } } as unknown as TenantEvent);
    expect(seeing.written).toHaveLength(1);
    guard.close();
  });

  it("ends the streams of ended sessions on a change, and refreshes the others' permissions", async () => {
    const { guard, sessions, open, change } = harness();
    sessions.set('a', principal('1'));
    sessions.set('b', principal('2'));
    const a = open('a');
    const b = open('b');
    sessions.delete('a');
    sessions.set('b', principal('2', ['hkLog:page']));
    change();
    await until(() => a.ended());
    await until(() => {
      b.stream.deliver(hkLog);
      return b.written.length > 0;
    });
    expect(b.ended()).toBe(false);
    expect(guard.size).toBe(1);
    guard.close();
    expect(b.ended()).toBe(true);
  });

  it('coalesces a burst of changes into few rounds', async () => {
    const { guard, sessions, open, change, calls } = harness();
    for (let i = 0; i < 10; i += 1) {
      sessions.set(`s${i}`, principal(String(i)));
      open(`s${i}`);
    }
    for (let i = 0; i < 100; i += 1) change();
    // One round now and one for the changes that came during it (200 ms later): not a hundred,
    // which would all have run by the time the first twenty checks are seen.
    await until(() => calls.authenticate >= 20);
    expect(calls.authenticate).toBe(20);
    expect(calls.live).toBeLessThanOrEqual(2);
    guard.close();
  });

  it('checks every stream periodically even without a change (expiry, a lost feed)', async () => {
    const { guard, sessions, open } = harness(20);
    sessions.set('a', principal('1'));
    const a = open('a');
    sessions.delete('a');
    await until(() => a.ended());
    guard.close();
  });

  it('checks every tenant when the change feed is lost', async () => {
    const { guard, sessions, open, change } = harness();
    sessions.set('a', principal('1'));
    const a = open('a');
    sessions.delete('a');
    change(null);
    await until(() => a.ended());
    guard.close();
  });
});
