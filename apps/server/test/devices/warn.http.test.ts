import { topicOf } from '@siteguard/contracts';
import type { FastifyInstance } from 'fastify';
import type { MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { bearer, tokenFor } from '../auth-helpers.js';
import { DRIVERS, middayClock, testConfig } from '../helpers.js';
import {
  commandedDevice,
  eventually,
  gatewayToken,
  listenBroker,
  provision,
  telemetry,
} from './device-helpers.js';

/** A watch's firmware as far as `warn` goes: keeps every command it is sent and answers ok. */
async function watchOf(url: string, imei: string, secret: string | undefined) {
  const { client, received } = await commandedDevice(url, imei, secret);
  const warns = (reason?: string) =>
    received.filter((command) => command.cmd === 'warn' && (!reason || command.args.reason === reason));
  return { client, warns };
}

describe.each(DRIVERS)('a warning back to the worker’s watch (%s)', (driver) => {
  let app: FastifyInstance;
  let broker: Awaited<ReturnType<typeof listenBroker>>;
  let cleanup: () => Promise<void>;
  let admin: Record<string, string>;
  let gateway: Record<string, string>;
  let tenantId: string;
  const clients: MqttClient[] = [];
  // Device times are checked against the site clock: noon of the run's Hong Kong day, any hour.
  const clock = middayClock();
  const watches = new Map<string, Awaited<ReturnType<typeof watchOf>>>();
  const watch = (imei: string) => {
    const found = watches.get(imei);
    if (!found) throw new Error(`${imei} is not connected`);
    return found;
  };

  const post = (url: string, payload: object, headers = admin) =>
    app.inject({ method: 'POST', url, payload, headers });
  const ingest = (messages: object[]) => post('/api/devices/ingest', { messages }, gateway);
  const deviceId = async (imei: string) =>
    (
      await app.database.db
        .selectFrom('device')
        .select(['id', 'tenant_id'])
        .where('imei', '=', imei)
        .executeTakeFirstOrThrow()
    ).id;
  const commandsOf = async (imei: string, command: string) =>
    app.database.db
      .selectFrom('device_command')
      .select(['status', 'args'])
      .where('device_id', '=', await deviceId(imei))
      .where('command', '=', command)
      .execute();
  const openAlert = (imei: string, type: string) =>
    eventually(async () =>
      app.database.db
        .selectFrom('device_alert')
        .innerJoin('device', 'device.id', 'device_alert.device_id')
        .select(['device_alert.id'])
        .where('device.imei', '=', imei)
        .where('device_alert.type', '=', type)
        .where('device_alert.status', 'in', ['raised', 'notified'])
        .executeTakeFirst(),
    );

  beforeAll(async () => {
    const made = await testConfig(driver);
    // A watch that never answers settles quickly: the 'not delivered' case waits for its timeout.
    made.config.deviceCommandTimeoutMs = 1500;
    cleanup = made.cleanup;
    app = await buildApp(made.config, { logger: false, clock });
    await app.ready();
    broker = await listenBroker(app);
    admin = bearer(await tokenFor(app, 'superAdmin'));
    gateway = bearer(await gatewayToken(app));
    const secrets = await provision(app, [
      { kind: 'watch', imei: 'WN-A1', site: 'Kai Tak' },
      { kind: 'watch', imei: 'WN-A2', site: 'Kai Tak' },
      { kind: 'helmet', imei: 'WN-B1', site: 'Tseung Kwan O' },
      { kind: 'watch', imei: 'WN-B2', site: 'Tseung Kwan O' },
      { kind: 'gate', imei: 'WN-GATE', site: 'Tseung Kwan O' },
      { kind: 'gasSensor', imei: 'WN-G1', site: 'Kai Tak', area: 'Manhole MH-7' },
      // Never connected: its warning has nobody to answer it.
      { kind: 'watch', imei: 'WN-C1', site: 'Sham Shui Po' },
    ]);
    // WN-B2's wearer does very heavy work and passed the Tseung Kwan O gate today: a heat STOP stops
    // him. Given before the watch connects: a change to the device cuts its connection.
    const b2 = await app.database.db
      .selectFrom('device')
      .select('id')
      .where('imei', '=', 'WN-B2')
      .executeTakeFirstOrThrow();
    const wearer = await post('/api/swWearer/add', {
      fullName: 'Lee Very Heavy',
      sosPhone: '61234567',
      trade: 'Concretor',
      workloadLevel: 5,
      deviceId: b2.id,
    });
    expect(wearer.statusCode).toBe(200);
    const passed = await ingest([
      {
        imei: 'WN-GATE',
        topic: 'pass',
        payload: { mid: 'gate1', ts: clock.now().getTime() - 90_000, card: 'WN-B2', dir: 'in' },
      },
    ]);
    expect(passed.json().data.accepted).toBe(1);
    for (const imei of ['WN-A1', 'WN-A2', 'WN-B1', 'WN-B2']) {
      watches.set(imei, await watchOf(broker.url, imei, secrets.get(imei)));
      clients.push(watch(imei).client);
      // A message makes the watch online (last_seen_at), as the registry counts it.
      await watch(imei).client.publishAsync(
        topicOf(imei, 'telemetry'),
        JSON.stringify(telemetry(`${imei}-t1`, {}, clock.now().getTime())),
        { qos: 1 },
      );
    }
    await eventually(async () => {
      const seen = await app.database.db
        .selectFrom('device')
        .select('tenant_id')
        .where('imei', 'in', ['WN-A1', 'WN-A2', 'WN-B1', 'WN-B2'])
        .where('last_seen_at', 'is not', null)
        .execute();
      return seen.length === 4;
    });
    tenantId = (
      await app.database.db
        .selectFrom('device')
        .select('tenant_id')
        .where('imei', '=', 'WN-A1')
        .executeTakeFirstOrThrow()
    ).tenant_id;
  }, 60_000);
  afterAll(async () => {
    for (const client of clients) await client.endAsync(true).catch(() => {});
    await broker?.close();
    await app?.close();
    await cleanup?.();
  });

  it('acknowledging a watch’s SOS tells that watch help is coming, and only that watch', async () => {
    await watch('WN-A1').client.publishAsync(
      topicOf('WN-A1', 'event'),
      JSON.stringify({ mid: 'A1-sos', ts: clock.now().getTime(), type: 'sos' }),
      { qos: 1 },
    );
    const alert = await openAlert('WN-A1', 'sos');
    const acknowledged = await post('/api/swAlert/acknowledge', { id: alert.id });
    expect(acknowledged.statusCode).toBe(200);
    expect(acknowledged.json().data.status).toBe('acknowledged');
    const [warn] = await eventually(
      async () => watch('WN-A1').warns('helpComing').length > 0 && watch('WN-A1').warns('helpComing'),
    );
    expect(warn?.args).toEqual({ text: '救援正趕來 Help is coming', vibrate: true, reason: 'helpComing' });
    // The watch's reply settles the command row: the audit of what the wearer was told.
    await eventually(async () => (await commandsOf('WN-A1', 'warn'))[0]?.status === 'ok');
    expect(watch('WN-A2').warns('helpComing')).toEqual([]);
  });

  it('a warning the watch never takes is logged in the alert’s history; the acknowledge does not wait for it', async () => {
    const sos = await ingest([
      { imei: 'WN-C1', topic: 'event', payload: { mid: 'C1-sos', ts: clock.now().getTime(), type: 'sos' } },
    ]);
    expect(sos.statusCode).toBe(200);
    const alert = await openAlert('WN-C1', 'sos');
    const acknowledged = await post('/api/swAlert/acknowledge', { id: alert.id });
    expect(acknowledged.statusCode).toBe(200);
    // Answered before the watch's 1.5 s could run out: the command is still waiting, or not yet stored.
    expect((await commandsOf('WN-C1', 'warn')).every((row) => row.status === 'sent')).toBe(true);
    const history = await eventually(async () => {
      const detail = await app.inject({
        method: 'GET',
        url: `/api/swAlert/detail?id=${alert.id}`,
        headers: admin,
      });
      const events: Array<{ action: string; note: string | null }> = detail.json().data.history;
      return events.some((event) => event.action === 'warnNotDelivered') && events;
    });
    expect(history.find((event) => event.action === 'warnNotDelivered')?.note).toMatch(
      /Warning not delivered/,
    );
    expect((await commandsOf('WN-C1', 'warn'))[0]?.status).toBe('timeout');
  });

  it('a gas alarm evacuates its own site’s watches, not another site’s, and warns each once', async () => {
    const gas = (mid: string, lel = 2) => ({
      imei: 'WN-G1',
      topic: 'telemetry',
      payload: { mid, ts: clock.now().getTime(), o2: 18.2, lel, h2s: 0, co: 3 },
    });
    expect((await ingest([gas('g1')])).statusCode).toBe(200);
    for (const imei of ['WN-A1', 'WN-A2'])
      await eventually(async () => watch(imei).warns('evacuate').length > 0);
    expect(
      watch('WN-A2')
        .warns('evacuate')
        .map((command) => command.args),
    ).toEqual([{ text: '立即疏散 Evacuate now', vibrate: true, reason: 'evacuate' }]);
    // Both Kai Tak watches answered, so every command of that alarm was stored before their replies.
    const evacuations = async (imei: string) =>
      (await commandsOf(imei, 'warn')).filter(
        (row) => (row.args as { reason: string }).reason === 'evacuate',
      );
    for (const imei of ['WN-A1', 'WN-A2'])
      await eventually(async () => (await evacuations(imei)).every((row) => row.status === 'ok'));
    expect(await evacuations('WN-B1')).toEqual([]);

    // The alarm again, now past LEL too: the O2 alert counts the repeat and a new LEL alert opens,
    // heard here and (as another instance would) once more; the site was told already.
    expect((await ingest([gas('g2', 15)])).statusCode).toBe(200);
    const o2 = await openAlert('WN-G1', 'gasO2');
    const lel = await openAlert('WN-G1', 'gasLel');
    const sensor = await app.database.db
      .selectFrom('device')
      .select(['id', 'name', 'site', 'area'])
      .where('imei', '=', 'WN-G1')
      .executeTakeFirstOrThrow();
    await app.devices.siteWarnings.fromAlerts([
      {
        id: lel.id,
        tenantId,
        type: 'gasLel',
        level: 'critical',
        isNew: true,
        count: 1,
        device: { ...sensor, tenantId, wearer: null },
      },
    ]);
    expect(await app.devices.siteWarnings.warnSite(tenantId, `gas:${o2.id}`, 'Kai Tak', 'evacuate')).toBe(0);
    const rows = await app.database.db
      .selectFrom('site_warning')
      .select(['event_key', 'site', 'reason', 'devices'])
      .where('event_key', 'like', 'gas:%')
      .execute();
    expect(rows).toEqual([{ event_key: `gas:${o2.id}`, site: 'Kai Tak', reason: 'evacuate', devices: 2 }]);
    expect(await evacuations('WN-A2')).toHaveLength(1);
    expect(watch('WN-A2').warns('evacuate')).toHaveLength(1);
  });

  it('a weather warning that stops work warns every site’s watches and helmets, once however often it is heard', async () => {
    const before = new Map(
      ['WN-A1', 'WN-A2', 'WN-B1'].map((imei) => [imei, watch(imei).warns('stopWork').length]),
    );
    const issued = clock.now();
    await app.database.db
      .insertInto('weather_warning')
      .values({ code: 'WRAINB', group_code: 'WRAIN', action: 'ISSUE', issued_at: issued, updated_at: issued })
      .execute();
    const signal = {
      tenantId,
      kind: 'weatherWarning' as const,
      code: 'WRAINB',
      reason: 'Black rainstorm: outdoor work stopped',
      works: ['outdoor' as const],
    };
    await app.siteSignals.emit(signal);
    await app.siteSignals.emit(signal);
    for (const imei of ['WN-A1', 'WN-A2', 'WN-B1'])
      await eventually(async () => watch(imei).warns('stopWork').length > (before.get(imei) ?? 0));
    expect(watch('WN-B1').warns('stopWork').at(-1)?.args).toEqual({
      text: '停止工作 Stop work',
      vibrate: true,
      reason: 'stopWork',
    });
    const sites = await app.database.db
      .selectFrom('site_warning')
      .select('site')
      .where('event_key', 'like', 'weather:WRAINB:%')
      .orderBy('site')
      .execute();
    // Every site with a wearer's device is taken once, online or not (Sham Shui Po's watch never connected).
    expect(sites.map((row) => row.site)).toEqual(['Kai Tak', 'Sham Shui Po', 'Tseung Kwan O']);
    for (const imei of ['WN-A1', 'WN-A2', 'WN-B1'])
      expect(watch(imei).warns('stopWork')).toHaveLength((before.get(imei) ?? 0) + 1);
  });

  it('a heat stress STOP warns the stopped wearer’s site, not another, and once per rise', async () => {
    const stopWorks = (imei: string) => watch(imei).warns('stopWork').length;
    const before = new Map(['WN-A1', 'WN-B1', 'WN-B2'].map((imei) => [imei, stopWorks(imei)]));
    const override = (value: number | null) => post('/api/heatStress/override', { value });
    expect((await override(34.2)).statusCode).toBe(200);
    // The helmet at his site too: the whole site stops, not only the wearer the table names.
    for (const imei of ['WN-B1', 'WN-B2'])
      await eventually(async () => stopWorks(imei) > (before.get(imei) ?? 0));
    const heat = await app.database.db
      .selectFrom('site_warning')
      .select(['site', 'devices'])
      .where('event_key', 'like', 'heat:%')
      .execute();
    expect(heat).toEqual([{ site: 'Tseung Kwan O', devices: 2 }]);
    // The same level again raises no new alert and warns nobody again.
    expect((await override(34.2)).statusCode).toBe(200);
    expect(
      await app.database.db
        .selectFrom('site_warning')
        .select('site')
        .where('event_key', 'like', 'heat:%')
        .execute(),
    ).toHaveLength(1);
    expect(stopWorks('WN-B2')).toBe((before.get('WN-B2') ?? 0) + 1);
    expect(stopWorks('WN-A1')).toBe(before.get('WN-A1'));
    expect((await override(null)).statusCode).toBe(200);
  });
});
