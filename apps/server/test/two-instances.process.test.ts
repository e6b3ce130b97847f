import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/platform/db/database.js';
import { createPostgresDatabase, tempDir } from './helpers.js';
import { callApi, type ServerProcess, signInOver, startServerProcess } from './server-process.js';

/**
 * Two server processes on one PostgreSQL behind one port, as a load balancer would put them: a
 * session made on one works on the other, a browser streaming events from one gets what happens on
 * the other, a sign-out on one is honoured by the other's cache, and a timer runs once per time.
 */
interface Proxy {
  base: string;
  /** Which instance served each request, in order. */
  served: number[];
  close(): Promise<void>;
}

/** Round robin over the instances, streaming both ways (server-sent events included). */
async function roundRobinProxy(targets: string[]): Promise<Proxy> {
  let next = 0;
  const served: number[] = [];
  const server = http.createServer((request, response) => {
    const index = next++ % targets.length;
    served.push(index);
    const target = new URL(request.url ?? '/', targets[index]);
    const upstream = http.request(target, { method: request.method, headers: request.headers }, (answer) => {
      response.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'x-instance': String(index) });
      answer.pipe(response);
    });
    upstream.on('error', () => response.destroy());
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    served,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Reads a server-sent event stream; resolves each named event's arrival time to `onEvent`. */
async function openEvents(base: string, token: string, onEvent: (name: string, data: string) => void) {
  const controller = new AbortController();
  const res = await fetch(`${base}/api/events`, {
    headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
    signal: controller.signal,
  });
  const instance = res.headers.get('x-instance');
  const reader = res.body?.getReader();
  const decoder = new TextDecoder();
  void (async () => {
    let buffer = '';
    for (;;) {
      const chunk = await reader?.read().catch(() => undefined);
      if (!chunk || chunk.done) return;
      buffer += decoder.decode(chunk.value, { stream: true });
      let end = buffer.indexOf('\n\n');
      while (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const name = /^event: (.*)$/m.exec(block)?.[1];
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (name && data) onEvent(name, data);
        end = buffer.indexOf('\n\n');
      }
    }
  })();
  return { instance, close: () => controller.abort() };
}

describe('two instances on one PostgreSQL behind one port', () => {
  let database: { url: string; drop(): Promise<void> };
  let instances: ServerProcess[];
  let proxy: Proxy;

  beforeAll(async () => {
    database = await createPostgresDatabase();
    // One after the other: the first migrates and seeds, the second finds it done. They share
    // DATA_DIR as deployments share a volume (the SM2 key pair, local files; docs/operations.md).
    instances = [];
    const dataDir = tempDir();
    for (let i = 0; i < 2; i += 1) {
      instances.push(await startServerProcess({ DATA_DIR: dataDir, DATABASE_URL: database.url }));
    }
    proxy = await roundRobinProxy(instances.map((instance) => instance.base));
  }, 120_000);
  afterAll(async () => {
    await proxy?.close();
    for (const instance of instances ?? []) {
      instance.child.kill('SIGTERM');
      await instance.exited;
    }
    await database?.drop();
  });

  it('a session made on one instance works on the other', async () => {
    const token = await signInOver(instances[0]?.base ?? '');
    for (const instance of instances) {
      const user = await callApi(instance.base, 'GET', '/getLoginUser', undefined, token);
      expect(user.success).toBe(true);
    }
    // Through the proxy, requests alternate between the two.
    const start = proxy.served.length;
    for (let i = 0; i < 4; i += 1) {
      expect((await callApi(proxy.base, 'GET', '/getLoginUser', undefined, token)).success).toBe(true);
    }
    expect(new Set(proxy.served.slice(start))).toEqual(new Set([0, 1]));
  });

  it('a browser streaming from one instance gets the events caused on the other', async () => {
    const token = await signInOver(proxy.base);
    const arrivals = new Map<string, number>();
    const stream = await openEvents(proxy.base, token, (name, data) => {
      if (name === 'hkLog') arrivals.set(JSON.parse(data).message as string, performance.now());
    });
    const latencies: number[] = [];
    let crossed = 0;
    try {
      for (let i = 0; i < 40; i += 1) {
        const message = `crossing ${i}`;
        const sent = performance.now();
        const res = await fetch(`${proxy.base}/api/hk/log/add`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ mainType: 1, cameraName: 'Gate 2', event: 'motion', message }),
        });
        expect(res.status).toBe(200);
        if (res.headers.get('x-instance') !== stream.instance) crossed += 1;
        const deadline = Date.now() + 5_000;
        while (!arrivals.has(message) && Date.now() < deadline)
          await new Promise((resolve) => setTimeout(resolve, 2));
        const arrived = arrivals.get(message);
        expect(arrived, `event ${message} never arrived`).toBeDefined();
        latencies.push((arrived ?? 0) - sent);
      }
    } finally {
      stream.close();
    }
    latencies.sort((a, b) => a - b);
    const p95 = latencies[Math.ceil(latencies.length * 0.95) - 1] ?? 0;
    process.stdout.write(
      `two instances: ${crossed} of ${latencies.length} events crossed instances; write-to-event p50 ${latencies[latencies.length / 2]?.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms\n`,
    );
    expect(crossed).toBeGreaterThanOrEqual(20);
  });

  it("a sign-out on one instance is honoured by the other's cache", async () => {
    const token = await signInOver(instances[0]?.base ?? '', 'demo');
    const onTwo = () => callApi(instances[1]?.base ?? '', 'GET', '/getLoginUser', undefined, token);
    expect((await onTwo()).success).toBe(true);
    expect((await onTwo()).success).toBe(true); // now cached on instance two
    await fetch(`${instances[0]?.base}/api/logout`, { headers: { authorization: `Bearer ${token}` } });
    const deadline = Date.now() + 10_000;
    let answer = await onTwo();
    while (answer.success && Date.now() < deadline) answer = await onTwo();
    expect(answer.code).toBe(1011008);
  });

  it('a timer due every second runs once per scheduled second, not once per instance', async () => {
    const token = await signInOver(proxy.base);
    const addedAt = Date.now();
    const added = await callApi(
      proxy.base,
      'POST',
      '/sysTimers/add',
      {
        name: 'Every second',
        jobCode: 'purgeExpiredSessions',
        cron: '* * * * * *',
        params: { graceDays: 30 },
        enabled: true,
      },
      token,
    );
    expect(added.success, JSON.stringify(added)).toBe(true);
    const timerId = (added.data as { id: string }).id;
    const db = await openDatabase({ databaseUrl: database.url, dataDir: tempDir() });
    try {
      const scheduledRuns = () =>
        db.db
          .selectFrom('sys_timer_run')
          .select(['scheduled_for'])
          .where('timer_id', '=', timerId)
          .where('trigger', '=', 'schedule')
          .execute();
      // Three scheduled times, each one both servers were ticking for, however slowly they come.
      const deadline = Date.now() + 20_000;
      while ((await scheduledRuns()).length < 3 && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 100));
      await callApi(proxy.base, 'POST', '/sysTimers/stop', { id: timerId }, token);
      const stoppedAt = Date.now();
      const runs = await scheduledRuns();
      const times = runs.map((run) => run.scheduled_for?.getTime() ?? 0);
      process.stdout.write(`two instances: timer ran ${runs.length} times in ${stoppedAt - addedAt} ms\n`);
      expect(runs.length).toBeGreaterThanOrEqual(3);
      // One run per scheduled second: no second twice (one per instance would be), none outside the
      // time it was enabled.
      expect(new Set(times).size).toBe(times.length);
      for (const time of times) {
        expect(time % 1000).toBe(0);
        expect(time).toBeGreaterThan(addedAt);
        expect(time).toBeLessThanOrEqual(stoppedAt);
      }
    } finally {
      await db.close();
    }
  }, 60_000);

  it('BPMN timers due now fire once each with both instances polling', async () => {
    const token = await signInOver(proxy.base);
    const call = async (method: string, url: string, body?: unknown) => {
      const answer = await callApi(proxy.base, method, url, body, token);
      expect(answer.success, JSON.stringify(answer)).toBe(true);
      return answer.data as Record<string, unknown>;
    };
    const me = await call('GET', '/getLoginUser');
    const xml = readFileSync(
      new URL('./workflow/fixtures/three-step-approval.bpmn', import.meta.url),
      'utf8',
    );
    const model = await call('POST', '/flowableModel/add', { name: 'Two instances', key: 'threeStep', xml });
    await call('POST', '/flowableModel/edit', {
      id: model.id,
      name: 'Two instances',
      xml,
      bindings: {
        check: { candidates: { users: [me.id] } },
        approve: { candidates: { users: [me.id] } },
        approveSite: { candidates: { users: [me.id] } },
        escalate: { action: 'escalate' },
      },
    });
    await call('POST', '/flowableModel/deploy', { id: model.id });
    const ids: string[] = [];
    for (let i = 0; i < 20; i += 1)
      ids.push(String((await call('POST', '/flowableInstance/start', { modelId: model.id, data: {} })).id));
    const db = await openDatabase({ databaseUrl: database.url, dataDir: tempDir() });
    try {
      const { rows } = await sql<{ due_at: Date }>`update wf_timer set due_at = clock_timestamp()
        where element_id = 'remind' and fired_at is null returning due_at`.execute(db.db);
      expect(rows).toHaveLength(20);
      // A bound for a loaded machine, not a speed claim: the figure below reports how late they were.
      const deadline = Date.now() + 20_000;
      let fired: { fired_at: Date | null; due_at: Date }[] = [];
      while (Date.now() < deadline) {
        fired = await db.db
          .selectFrom('wf_timer')
          .select(['fired_at', 'due_at'])
          .where('element_id', '=', 'remind')
          .where('fired_at', 'is not', null)
          .execute();
        if (fired.length === 20) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const lateness = fired
        .map((timer) => (timer.fired_at?.getTime() ?? 0) - timer.due_at.getTime())
        .sort((a, b) => a - b);
      const escalations = await db.db
        .selectFrom('wf_event')
        .select(['instance_id', (eb) => eb.fn.countAll<number>().as('n')])
        .where('kind', '=', 'timer')
        .where('instance_id', 'in', ids)
        .groupBy('instance_id')
        .execute();
      process.stdout.write(
        `two instances: ${fired.length} BPMN timers fired, due -> fired max ${lateness.at(-1)} ms; timer events per instance ${[...new Set(escalations.map((row) => Number(row.n)))].join(',')}\n`,
      );
      expect(fired).toHaveLength(20);
      expect(escalations).toHaveLength(20);
      expect(escalations.every((row) => Number(row.n) === 1)).toBe(true);
    } finally {
      await db.close();
    }
  }, 60_000);
});
