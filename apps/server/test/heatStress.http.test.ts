import { type HeatLevel, heatLevelOf, permissions, siteToday } from '@siteguard/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import type { HeatIndexSource } from '../src/modules/heatStress/index.js';
import { tokenFor } from './auth-helpers.js';
import { gatewayToken, provision } from './devices/device-helpers.js';
import { middayClock, testConfig } from './helpers.js';
import { apiAs, makeRole, makeUser } from './org-users-helpers.js';
import { type Caller, callerOf, eventually, expectError, ok, otherTenant } from './sysadmin-helpers.js';

/** The weather feed's HKHI as the heat stress module reads it, set by the test. */
function heatIndexFeed() {
  let current: { value: number; level: HeatLevel } | null = null;
  const listeners = new Set<() => void>();
  const source: HeatIndexSource = {
    heatIndex: () => current,
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return {
    source,
    set(value: number | null) {
      current = value === null ? null : { value, level: heatLevelOf(value) };
      for (const listener of listeners) listener();
    },
  };
}

interface Board {
  level: HeatLevel;
  value: number | null;
  source: string;
  onSite: number;
  mustStop: number;
  rows: Array<{
    trade: string | null;
    workload: string | null;
    onSite: number;
    rest: unknown;
    mustStop: number;
  }>;
}

describe('heat stress: the HKHI rest table per trade and stop-work alerts', () => {
  let app: FastifyInstance;
  let cleanup: () => Promise<void>;
  let admin: Caller;
  const feed = heatIndexFeed();
  // Noon of a Hong Kong day, whatever the hour of the run: "on site today" has hours either side.
  const clock = middayClock();

  const board = async (caller = admin) => ok<Board>(await caller.get('/heatStress/current'));
  const override = (value: number | null, caller = admin) => caller.post('/heatStress/override', { value });
  /** The tenant's heat stress alerts by wearer: status, count and how many history rows each has. */
  const heatAlerts = async () => {
    const rows = await app.database.db
      .selectFrom('device_alert')
      .select(['id', 'wearer_name', 'status', 'level', 'count', 'tenant_id'])
      .select((eb) =>
        eb
          .selectFrom('device_alert_event')
          .whereRef('device_alert_event.alert_id', '=', 'device_alert.id')
          .where('device_alert_event.action', '=', 'heatEased')
          .select(eb.fn.countAll<string>().as('n'))
          .as('eased'),
      )
      .where('type', '=', 'heatStress')
      .orderBy('wearer_name')
      .execute();
    return rows.map((row) => ({ ...row, eased: Number(row.eased) }));
  };

  beforeAll(async () => {
    const { config, cleanup: dropData } = await testConfig('postgres');
    app = await buildApp(config, { logger: false, heatIndexSource: feed.source, clock });
    await app.ready();
    cleanup = async () => {
      await app.close();
      await dropData();
    };
    admin = callerOf(app, await tokenFor(app, 'superAdmin'));
    await provision(app, [
      { kind: 'gate', imei: 'H-GATE1' },
      ...[1, 2, 3, 4].map((n) => ({ kind: 'watch', imei: `H-W${n}` })),
    ]);
    const watches = ok<{ rows: Array<{ id: string; imei: string }> }>(
      await admin.get('/swWatch/page', { keyword: 'H-W', pageSize: 10 }),
    ).rows;
    const watchOf = (imei: string) => watches.find((watch) => watch.imei === imei)?.id;
    const wearers = [
      { fullName: 'Chan Light', trade: 'Bar bender', workloadLevel: 1, deviceId: watchOf('H-W1') },
      { fullName: 'Wong Heavy', trade: 'Bar bender', workloadLevel: 3, deviceId: watchOf('H-W2') },
      { fullName: 'Lee Very Heavy', trade: 'Concretor', workloadLevel: 5, deviceId: watchOf('H-W3') },
      { fullName: 'Ho Gone Home', trade: 'Concretor', workloadLevel: 4, deviceId: watchOf('H-W4') },
      { fullName: 'Yip No Watch', trade: 'Rigger', workloadLevel: 4, cardNo: 'CARD-H6' },
    ];
    for (const wearer of wearers) ok(await admin.post('/swWearer/add', { sosPhone: '61234567', ...wearer }));
    // Today at the Kai Tak gate: everyone in (a watch IMEI works as a card), Ho in and out again.
    const now = clock.now().getTime();
    const pass = (mid: string, card: string, dir: 'in' | 'out', ago: number) => ({
      imei: 'H-GATE1',
      topic: 'pass',
      payload: { mid, ts: now - ago, card, dir },
    });
    const ingest = await app.inject({
      method: 'POST',
      url: '/api/devices/ingest',
      headers: { authorization: `Bearer ${await gatewayToken(app)}` },
      payload: {
        messages: [
          pass('h1', 'H-W1', 'in', 90_000),
          pass('h2', 'H-W2', 'in', 90_000),
          pass('h3', 'H-W3', 'in', 90_000),
          pass('h4', 'H-W4', 'in', 90_000),
          pass('h5', 'H-W4', 'out', 60_000),
          pass('h6', 'CARD-H6', 'in', 90_000),
        ],
      },
    });
    expect(ingest.json().data.accepted).toBe(6);
  }, 60_000);
  afterAll(() => cleanup());
  // Each test starts from a site with no heat index and no heat alerts: alone or in any order.
  beforeEach(async () => {
    feed.set(null);
    ok(await override(null));
    const db = app.database.db;
    const heat = db.selectFrom('device_alert').select('id').where('type', '=', 'heatStress');
    await db.deleteFrom('device_alert_event').where('alert_id', 'in', heat).execute();
    await db.deleteFrom('device_alert').where('type', '=', 'heatStress').execute();
  });

  it('with no heat index, shows the trades on site and no extra rest', async () => {
    const current = await board();
    expect(current).toMatchObject({ level: 'none', value: null, source: 'none', onSite: 4, mustStop: 0 });
    expect(current.rows.map((row) => [row.trade, row.workload, row.onSite, row.rest])).toEqual([
      ['Bar bender', 'light', 1, 0],
      ['Bar bender', 'heavy', 1, 0],
      ['Concretor', 'veryHeavy', 1, 0],
      ['Rigger', 'veryHeavy', 1, 0],
    ]);
  });

  it('an override to black stops heavy and very heavy work, alerting those wearers once', async () => {
    const black = ok<Board>(await override(34.2));
    expect(black).toMatchObject({ level: 'black', value: 34.2, source: 'override', onSite: 4, mustStop: 3 });
    expect(black.rows.map((row) => [row.trade, row.workload, row.rest, row.mustStop])).toEqual([
      ['Bar bender', 'light', 30, 0],
      ['Bar bender', 'heavy', 'stop', 1],
      ['Concretor', 'veryHeavy', 'stop', 1],
      ['Rigger', 'veryHeavy', 'stop', 1],
    ]);
    // Only wearers on site with a watch: not the light worker, not Ho (gone home), not Yip (no watch).
    const expected = [
      { wearer_name: 'Lee Very Heavy', status: 'notified', level: 'critical', count: 1 },
      { wearer_name: 'Wong Heavy', status: 'notified', level: 'critical', count: 1 },
    ];
    expect(await heatAlerts()).toMatchObject(expected);
    // Polls (and the same value entered again) raise nothing new.
    await app.heatStress.sweep();
    ok(await override(34.2));
    await app.heatStress.sweep();
    expect(await heatAlerts()).toMatchObject(expected);

    // The alert list, its statistics and its export take the new type.
    const list = ok<{ totalRows: number; rows: Array<{ type: string }> }>(
      await admin.get('/swAlert/page', { type: 'heatStress' }),
    );
    expect(list.totalRows).toBe(2);
    const today = siteToday(clock.now().getTime());
    const analysis = ok<{ byType: Array<{ type: string; count: number }> }>(
      await admin.get('/swAlert/analysis', { from: today, to: today }),
    );
    expect(analysis.byType).toContainEqual({ type: 'heatStress', count: 2 });
    const exported = await admin.get('/swAlert/export', { type: 'heatStress' });
    expect(exported.statusCode).toBe(200);

    // The override is in the operation log, as the route's summary.
    await eventually(async () => {
      const logged = await app.database.db
        .selectFrom('sys_op_log')
        .select('event')
        .where('url', 'like', '/api/heatStress/override%')
        .execute();
      expect(logged.length).toBeGreaterThanOrEqual(2);
    });

    // Another tenant neither sees the override nor gets alerts.
    const other = (await otherTenant(app, admin, 'heat')).admin;
    expect(await board(other)).toMatchObject({ level: 'none', source: 'none', onSite: 0, rows: [] });
  });

  it('back to no level: a recovery note on the open alerts, and no new alerts', async () => {
    ok(await override(34.2));
    ok(await override(null));
    const eased = await heatAlerts();
    expect(eased.map((alert) => [alert.wearer_name, alert.count, alert.eased])).toEqual([
      ['Lee Very Heavy', 1, 1],
      ['Wong Heavy', 1, 1],
    ]);
    await app.heatStress.sweep();
    expect(await heatAlerts()).toEqual(eased);
    expect(await board()).toMatchObject({ level: 'none', source: 'none', mustStop: 0 });
  });

  it('the feed rising to red stops very heavy work: a repeat on the open alert, the heavy worker rests', async () => {
    // Black earlier in the day, eased since: the alerts are still open when red comes.
    ok(await override(34.2));
    ok(await override(null));
    feed.set(32.4);
    await app.heatStress.sweep();
    const red = await board();
    expect(red).toMatchObject({ level: 'red', value: 32.4, source: 'feed', mustStop: 2 });
    expect(red.rows.map((row) => [row.workload, row.rest])).toEqual([
      ['light', 15],
      ['heavy', 45],
      ['veryHeavy', 'stop'],
      ['veryHeavy', 'stop'],
    ]);
    expect((await heatAlerts()).map((alert) => [alert.wearer_name, alert.count])).toEqual([
      ['Lee Very Heavy', 2],
      ['Wong Heavy', 1],
    ]);
    feed.set(null);
    await app.heatStress.sweep();
  });

  it('viewing and overriding need their permissions; bad values are a 400', async () => {
    const api = apiAs(app, admin.token);
    const viewer = await makeRole(app, api, {
      code: 'heatViewer',
      permissions: [permissions.heatStress.view],
    });
    const seeing = await makeUser(app, api, { orgCode: 'kai-tak', roleIds: [viewer] });
    const nobody = await makeUser(app, api, { orgCode: 'kai-tak' });
    const viewerCaller = callerOf(app, seeing.token);
    const nobodyCaller = callerOf(app, nobody.token);
    expect((await viewerCaller.get('/heatStress/current')).statusCode).toBe(200);
    expectError(await override(35, viewerCaller), 'NO_PERMISSION');
    expectError(await nobodyCaller.get('/heatStress/current'), 'NO_PERMISSION');
    expectError(await admin.post('/heatStress/override', { value: 'hot' }), 'PARAM_ERROR');
    expectError(await override(99), 'PARAM_ERROR');
    expect(await board()).toMatchObject({ level: 'none' });
  });
});
