import { errors, siteDayOf } from '@siteguard/contracts';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SiteSignal } from '../../src/platform/signals.js';
import { bearer, tokenFor } from '../auth-helpers.js';
import { buildTestApp, DRIVERS, middayClock } from '../helpers.js';
import { eventually, gatewayToken, provision, telemetry } from './device-helpers.js';

type DeviceLike = { imei: string; wearerName: string | null };

describe.each(DRIVERS)('site devices over HTTP (%s)', (driver) => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let admin: Record<string, string>;
  let gateway: Record<string, string>;
  const signals: SiteSignal[] = [];
  // Site time: noon of a Hong Kong day whatever the hour of the run, so "today" has room either side.
  const clock = middayClock();

  const get = (url: string, headers = admin) => app.inject({ method: 'GET', url, headers });
  const post = (url: string, payload: object, headers = admin) =>
    app.inject({ method: 'POST', url, payload, headers });
  const ingest = (messages: object[]) => post('/api/devices/ingest', { messages }, gateway);

  beforeAll(async () => {
    ({ app, close } = await buildTestApp(driver, undefined, false, clock));
    admin = bearer(await tokenFor(app, 'superAdmin'));
    gateway = bearer(await gatewayToken(app));
    app.siteSignals.on(async (signal) => {
      signals.push(signal);
    });
    await provision(app, [
      { kind: 'watch', imei: 'T-W1' },
      { kind: 'watch', imei: 'T-W2' },
      { kind: 'watch', imei: 'T-W3' },
      { kind: 'gasSensor', imei: 'T-G1', area: 'Manhole MH-99' },
    ]);
    // T-W1's wearer: the alerts and the board below name him, whichever test runs first.
    const worn = (await get('/api/swWatch/page?keyword=T-W1')).json().data.rows[0];
    const wearer = await post('/api/swWearer/add', {
      fullName: 'Ho Ka Ming',
      sosPhone: '+852 9876 5432',
      ageBand: '35-44',
      deviceId: worn.id,
    });
    expect(wearer.statusCode).toBe(200);
  }, 60_000);
  afterAll(() => close());

  it('registers watches with the spec fields; an IMEI is unique across the platform', async () => {
    const added = await post('/api/swWatch/add', {
      kind: 'watch',
      name: 'Watch 42',
      imei: 'T-W42',
      ip: '10.0.0.42',
      currentVersion: '1.0.0',
      configContent: '{"interval":5}',
      site: 'Kai Tak',
      area: 'Tower B',
    });
    expect(added.statusCode).toBe(200);
    expect(added.json().data).toMatchObject({
      name: 'Watch 42',
      imei: 'T-W42',
      enabled: true,
      online: false,
      hasSecret: false,
    });
    const again = await post('/api/swWatch/add', { kind: 'watch', name: 'Copy', imei: 'T-W42' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe(errors.DEVICE_IMEI_EXISTS.code);
    // The watch page lists watches only: a gas sensor is not its to add.
    const wrongKind = await post('/api/swWatch/add', { kind: 'gasSensor', name: 'Gas', imei: 'T-GX' });
    expect(wrongKind.json().code).toBe(errors.DEVICE_KIND_MISMATCH.code);
    const page = await get('/api/swWatch/page?keyword=T-W4');
    expect(page.json().data.rows.map((row: { imei: string }) => row.imei)).toEqual(['T-W42']);
    const gas = await get('/api/gasSensor/page');
    expect(gas.json().data.rows.map((row: { imei: string }) => row.imei)).toContain('T-G1');
    expect(gas.json().data.rows.every((row: { kind: string }) => row.kind === 'gasSensor')).toBe(true);
  });

  it('wearers need a Hong Kong SOS number, and a watch is worn by one person', async () => {
    const watch = (await get('/api/swWatch/page?keyword=T-W3')).json().data.rows[0];
    const bad = await post('/api/swWearer/add', {
      fullName: 'Lau Ka Wai',
      sosPhone: '41234567',
      deviceId: watch.id,
    });
    expect(bad.statusCode).toBe(400);
    const ok = await post('/api/swWearer/add', {
      fullName: 'Lau Ka Wai',
      sosPhone: '+852 9123 4567',
      ageBand: '35-44',
      deviceId: watch.id,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({ sosPhone: '+85291234567', deviceImei: 'T-W3' });
    const taken = await post('/api/swWearer/add', {
      fullName: 'Another',
      sosPhone: '23456789',
      deviceId: watch.id,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe(errors.WEARER_DEVICE_TAKEN.code);
  });

  it('ingests idempotently, places late messages by device time, and drops bad ones with a reason', async () => {
    const now = clock.now().getTime();
    const first = await ingest([
      { imei: 'T-W2', topic: 'telemetry', payload: telemetry('m1', { battery: 70 }, now) },
      { imei: 'T-W2', topic: 'telemetry', payload: telemetry('m0', { battery: 90 }, now - 60_000) },
      { imei: 'NOPE', topic: 'telemetry', payload: telemetry('m2', {}, now) },
      { imei: 'T-W2', topic: 'telemetry', payload: { mid: 'm3', ts: 'yesterday' } },
      { imei: 'T-W2', topic: 'telemetry', payload: telemetry('m4', {}, now + 3600_000) },
      { imei: 'T-W2', topic: 'telemetry', payload: telemetry('m5', {}, '2000-01-01T00:00:00Z') },
      { imei: 'T-W2', topic: 'telemetry', payload: telemetry('m6', { note: 'x'.repeat(5000) }, now) },
    ]);
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toEqual({
      accepted: 2,
      duplicates: 0,
      dropped: [
        { index: 2, reason: 'unknownDevice' },
        { index: 3, reason: 'malformed' },
        { index: 4, reason: 'clockSkew' },
        { index: 5, reason: 'tooOld' },
        { index: 6, reason: 'tooLarge' },
      ],
    });
    // The same message again (a redelivery) is a duplicate, not a second row.
    const again = await ingest([
      { imei: 'T-W2', topic: 'telemetry', payload: telemetry('m1', { battery: 70 }, now) },
    ]);
    expect(again.json().data).toMatchObject({ accepted: 0, duplicates: 1 });
    const rows = await app.database.db
      .selectFrom('telemetry')
      .select(['message_id'])
      .where('message_id', 'in', ['m0', 'm1'])
      .execute();
    expect(rows).toHaveLength(2);
    // Battery follows the newest reading by device time (70), although the older one (90) came after it.
    const watch = (await get('/api/swWatch/page?keyword=T-W2')).json().data.rows[0];
    expect(watch).toMatchObject({ online: true, battery: 70 });
    await app.devices.pipeline.flush();
    const drops = await app.database.db.selectFrom('device_ingest_drop').select(['reason', 'n']).execute();
    expect(Object.fromEntries(drops.map((row) => [row.reason, Number(row.n)]))).toMatchObject({
      unknownDevice: 1,
      tooOld: 1,
    });
  });

  it('a machine route refuses a user session, and a user route a machine token', async () => {
    expect((await post('/api/devices/ingest', { messages: [] }, admin)).json().code).toBe(
      errors.MACHINE_TOKEN_REQUIRED.code,
    );
    expect((await get('/api/swWatch/page', gateway)).statusCode).toBe(401);
  });

  it('an SOS raises one critical alert; repeats count on it; it is acknowledged, then resolved', async () => {
    const sos = (mid: string) => ({
      imei: 'T-W1',
      topic: 'event',
      payload: { mid, ts: clock.now().getTime(), type: 'sos', battery: 55 },
    });
    const page = async () => (await get('/api/swAlert/page?type=sos')).json().data;
    // Other tests raise SOS alerts of their own: counted from what was there before.
    const before = (await page()).totalRows;
    expect((await ingest([sos('s1')])).json().data.accepted).toBe(1);
    const raised = (await page()).rows[0];
    expect(raised).toMatchObject({
      type: 'sos',
      level: 'critical',
      count: 1,
      wearerName: 'Ho Ka Ming',
      sosPhone: '+85298765432',
      battery: 55,
    });
    expect(['raised', 'notified']).toContain(raised.status);
    await ingest([sos('s2'), sos('s3')]);
    const repeated = await page();
    expect(repeated.totalRows).toBe(before + 1);
    expect(repeated.rows[0].count).toBe(3);
    const ringingRes = await get('/api/swAlert/ringing');
    expect(ringingRes.statusCode, ringingRes.body).toBe(200);
    const ringing = ringingRes.json().data;
    expect(ringing.rows.map((row: { id: string }) => row.id)).toContain(raised.id);

    const acked = await post('/api/swAlert/acknowledge', { id: raised.id });
    expect(acked.json().data).toMatchObject({ status: 'acknowledged', acknowledgedBy: expect.any(String) });
    const twice = await post('/api/swAlert/acknowledge', { id: raised.id });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe(errors.ALERT_STATE.code);
    expect(
      (await get('/api/swAlert/ringing')).json().data.rows.map((row: { id: string }) => row.id),
    ).not.toContain(raised.id);
    const resolved = await post('/api/swAlert/resolve', {
      id: raised.id,
      note: 'Worker found safe, pressed by mistake',
    });
    expect(resolved.json().data).toMatchObject({
      status: 'resolved',
      resolutionNote: 'Worker found safe, pressed by mistake',
    });
    const detail = (await get(`/api/swAlert/detail?id=${raised.id}`)).json().data;
    expect(detail.history.map((event: { action: string }) => event.action)).toEqual([
      'raise',
      'acknowledge',
      'resolve',
    ]);
    // Closed: the next SOS is a new alert.
    await ingest([sos('s4')]);
    expect((await page()).totalRows).toBe(before + 2);
  });

  it('readings past the thresholds raise alerts; a site may set its own', async () => {
    await ingest([
      { imei: 'T-W2', topic: 'telemetry', payload: telemetry('v1', { spo2: 89 }, clock.now().getTime()) },
    ]);
    const oxygen = (await get('/api/swAlert/page?type=bloodOxygen')).json().data.rows[0];
    expect(oxygen).toMatchObject({ level: 'critical', vitals: { spo2: 89 } });
    const saved = await post('/api/swAlert/thresholds/save', {
      site: 'Kai Tak',
      thresholds: {
        ...(await get('/api/swAlert/thresholds')).json().data.thresholds,
        temperature: { warningAtOrAbove: 37, criticalAtOrAbove: 39 },
      },
    });
    expect(saved.statusCode).toBe(200);
    await ingest([
      { imei: 'T-W2', topic: 'telemetry', payload: telemetry('v2', { temp: 37.1 }, clock.now().getTime()) },
    ]);
    const temperature = (await get('/api/swAlert/page?type=temperature')).json().data.rows[0];
    expect(temperature).toMatchObject({ level: 'warning', vitals: { temp: 37.1 } });
  });

  it('a gas alarm raises the permit-suspension signal for its location', async () => {
    await ingest([
      {
        imei: 'T-G1',
        topic: 'telemetry',
        payload: { mid: 'g1', ts: clock.now().getTime(), o2: 18.2, lel: 2, h2s: 0, co: 3 },
      },
    ]);
    const gas = (await get('/api/gasAlert/page')).json().data.rows;
    expect(gas.map((row: { type: string }) => row.type)).toEqual(['gasO2']);
    await eventually(async () => signals.length > 0);
    expect(signals[0]).toMatchObject({ kind: 'gasAlarm', location: 'Manhole MH-99' });
    // Gas alerts are not in the watches' list, and the reverse.
    expect((await get('/api/swAlert/page?type=gasO2')).json().data.totalRows).toBe(0);
  });

  it('a broad keyword search counts up to a cap and says so; a narrow one counts exactly', async () => {
    const device = await app.database.db
      .selectFrom('device')
      .select(['id', 'tenant_id'])
      .where('imei', '=', 'T-W2')
      .executeTakeFirstOrThrow();
    await sql`insert into device_alert (tenant_id, device_id, type, level, status, trigger_time, alert_time, wearer_name)
      select ${device.tenant_id}, ${device.id}, 'heartRate', 'warning', 'resolved', now(), now(), 'Capped Person ' || n
      from generate_series(1, 2050) as n`.execute(app.database.db);
    const broad = (await get('/api/swAlert/page?keyword=Capped')).json().data;
    expect(broad).toMatchObject({ totalRows: 2000, totalCapped: true });
    expect(broad.rows).toHaveLength(10);
    // Without a keyword the count is exact, past the cap too.
    const all = (await get('/api/swAlert/page')).json().data;
    expect(all.totalRows).toBeGreaterThanOrEqual(2050);
    expect(all.totalCapped).toBeUndefined();
    const narrow = (await get('/api/swAlert/page?keyword=Capped%20Person%202049')).json().data;
    expect(narrow.totalRows).toBe(1);
    expect(narrow.totalCapped).toBeUndefined();
    // The export is not capped: every match is a row.
    const file = await get('/api/swAlert/export?keyword=Capped');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets[0]?.rowCount).toBe(2051);
    await sql`delete from device_alert where wearer_name like 'Capped Person %'`.execute(app.database.db);
  });

  it('analysis, statistics and exports read what was ingested', async () => {
    // Its own watches and alerts, counted against what was there before: alone or after the others.
    const now = clock.now().getTime();
    const today = siteDayOf(now);
    const sosToday = async () =>
      ((await get(`/api/swAlert/analysis?from=${today}&to=${today}`))
        .json()
        .data.byType.find((row: { type: string }) => row.type === 'sos')?.count ?? 0) as number;
    const before = await sosToday();
    await provision(app, [
      { kind: 'watch', imei: 'T-A1' },
      { kind: 'watch', imei: 'T-A2' },
    ]);
    const sent = await ingest(
      ['T-A1', 'T-A2'].flatMap((imei, index) => [
        { imei, topic: 'telemetry', payload: telemetry(`at${index}`, {}, now - 2000) },
        { imei, topic: 'event', payload: { mid: `a${index}`, ts: now - 1000, type: 'sos', battery: 80 } },
      ]),
    );
    expect(sent.json().data.accepted).toBe(4);
    expect(await sosToday()).toBe(before + 2);
    const stats = (await get(`/api/swStatistics/page?from=${today}&to=${today}`)).json().data;
    expect(stats).toHaveLength(1);
    expect(stats[0]).toMatchObject({ date: today, totalAlerts: expect.any(Number) });
    expect(stats[0].onlineCount).toBeGreaterThanOrEqual(2);
    expect(stats[0].quantity).toBeGreaterThanOrEqual(2);
    // Watches registered by the day's end count: their registration is the database's time, which is
    // not site time here, so only the day's arithmetic is asserted.
    expect(stats[0].offlineCount).toBe(Math.max(0, stats[0].totalWatches - stats[0].onlineCount));
    const pdf = await get(`/api/swStatistics/export?from=${today}&to=${today}&format=pdf`);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const xlsx = await get(`/api/swStatistics/export?from=${today}&to=${today}&format=xlsx`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet?.getRow(2).getCell(1).value).toBe(today);
    const alerts = await get('/api/swAlert/export');
    expect(alerts.statusCode).toBe(200);
    expect(Number(alerts.headers['x-total-rows'])).toBeGreaterThanOrEqual(2);
    const devices = await get('/api/swWatch/export');
    expect(devices.statusCode).toBe(200);
  });

  it('the monitoring board shows each worker with the newest reading and open alerts, urgent first', async () => {
    await ingest([
      { imei: 'T-W1', topic: 'event', payload: { mid: 'b-sos', ts: clock.now().getTime(), type: 'sos' } },
      {
        imei: 'T-W1',
        topic: 'telemetry',
        payload: telemetry('b1', { hr: 96, spo2: 97 }, clock.now().getTime() - 5000),
      },
      {
        imei: 'T-W1',
        topic: 'telemetry',
        payload: telemetry('b0', { hr: 70, spo2: 99 }, clock.now().getTime() - 60_000),
      },
    ]);
    const board = (await get('/api/workerMonitor/page?pageNo=1&pageSize=50')).json().data;
    const worker = board.rows.find((row: { fullName: string }) => row.fullName === 'Ho Ka Ming');
    // The newest by device time, although the older reading arrived after it.
    expect(worker).toMatchObject({ imei: 'T-W1', online: true, vitals: { hr: 96, spo2: 97, worn: true } });
    expect(worker.openCritical).toBeGreaterThanOrEqual(1);
    // Workers with critical alerts come first.
    expect(board.rows[0].openCritical).toBeGreaterThanOrEqual(1);
    // Its SOS is closed again: the SOS test counts on a fresh one.
    const open = (await get('/api/swAlert/page?type=sos&open=true')).json().data.rows;
    for (const alert of open as { id: string; status: string }[]) {
      if (alert.status !== 'acknowledged')
        expect((await post('/api/swAlert/acknowledge', { id: alert.id })).statusCode).toBe(200);
      expect((await post('/api/swAlert/resolve', { id: alert.id, note: 'Board check' })).statusCode).toBe(
        200,
      );
    }
  });

  /** A tenant of its own (`code`) with a gateway client: its tenant id and the gateway's bearer header. */
  async function tenantWithGateway(code: string) {
    const db = app.database.db;
    const tenant = await db
      .insertInto('sys_tenant')
      .values({ code: `${code}-${driver}`, name: code })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { hashPassword } = await import('../../src/modules/auth/index.js');
    await db
      .insertInto('sys_api_client')
      .values({
        tenant_id: tenant.id,
        client_id: `${code}-gw-${driver}`,
        secret_hash: await hashPassword('other-secret'),
        name: `${code} gateway`,
      })
      .execute();
    const tokens = await post(
      '/api/tb/token',
      { clientId: `${code}-gw-${driver}`, clientSecret: 'other-secret' },
      {},
    );
    return { tenantId: tenant.id, gateway: bearer(tokens.json().data.accessToken) };
  }

  it('provisioning gives each watch its wearer; again updates them; a taken card refuses the whole call', async () => {
    const db = app.database.db;
    const provisionAs = (devices: object[], headers = gateway) =>
      post('/api/devices/provision', { devices }, headers);
    const roster = (keyword: string) =>
      get(`/api/swWearer/page?pageSize=50&keyword=${encodeURIComponent(keyword)}`).then(
        (res) => res.json().data.rows as Record<string, unknown>[],
      );
    const watch = (imei: string, wearer?: object) => ({
      kind: 'watch',
      imei,
      name: imei,
      site: 'Kai Tak',
      wearer,
    });
    const first = await provisionAs([
      watch('P-W1', {
        fullName: '陳志明 Chan Chi Ming',
        sosPhone: '9123 4567',
        trade: 'Steel fixer',
        cardNo: 'P-C0001',
      }),
      watch('P-W2', {
        fullName: '黃嘉欣 Wong Ka Yan',
        sosPhone: '+852 6123 0002',
        trade: 'Welder',
        cardNo: 'P-C0002',
      }),
      watch('P-W3'),
    ]);
    expect(first.statusCode, first.body).toBe(200);
    expect(await roster('P-C000')).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          fullName: '陳志明 Chan Chi Ming',
          sosPhone: '91234567',
          trade: 'Steel fixer',
          cardNo: 'P-C0001',
          deviceImei: 'P-W1',
        }),
        expect.objectContaining({ fullName: '黃嘉欣 Wong Ka Yan', cardNo: 'P-C0002', deviceImei: 'P-W2' }),
      ]),
    );
    expect(await roster('P-C000')).toHaveLength(2);
    // The watch list names the wearer, and finds the watch nobody wears.
    const watches = (await get('/api/swWatch/page?keyword=P-W')).json().data.rows;
    expect(Object.fromEntries(watches.map((row: DeviceLike) => [row.imei, row.wearerName]))).toEqual({
      'P-W1': '陳志明 Chan Chi Ming',
      'P-W2': '黃嘉欣 Wong Ka Yan',
      'P-W3': null,
    });
    const unassigned = (await get('/api/swWatch/page?keyword=P-W&hasWearer=false')).json().data;
    expect(unassigned.rows.map((row: DeviceLike) => row.imei)).toEqual(['P-W3']);
    expect(unassigned.totalRows).toBe(1);

    // Again with the same IMEI: the same person, updated; a trade left out stays as it was.
    const again = await provisionAs([
      watch('P-W1', { fullName: '陳志明 Chan Chi-ming', sosPhone: '91234500', cardNo: 'P-C0011' }),
    ]);
    expect(again.statusCode, again.body).toBe(200);
    const renamed = await roster('P-W1');
    expect(renamed).toEqual([
      expect.objectContaining({
        fullName: '陳志明 Chan Chi-ming',
        sosPhone: '91234500',
        trade: 'Steel fixer',
        cardNo: 'P-C0011',
      }),
    ]);

    // P-W2's wearer holds P-C0002: the call is refused whole, naming the watch and the holder.
    const secrets = () =>
      db
        .selectFrom('device')
        .select(['imei', 'secret_hash'])
        .where('imei', 'in', ['P-W1', 'P-W3'])
        .orderBy('imei')
        .execute();
    const secretsBefore = await secrets();
    const clash = await provisionAs([
      watch('P-W1', { fullName: 'Nobody Else', sosPhone: '91234500', cardNo: 'P-C0011' }),
      watch('P-W4', { fullName: '李家豪 Lee Ka Ho', sosPhone: '51230004', cardNo: 'P-C0004' }),
      watch('P-W3', { fullName: '張偉強 Cheung Wai Keung', sosPhone: '51230003', cardNo: 'P-C0002' }),
    ]);
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toMatchObject({
      code: errors.WEARER_CARD_TAKEN.code,
      message: expect.stringContaining('黃嘉欣 Wong Ka Yan'),
      data: { imei: 'P-W3' },
    });
    expect(await secrets()).toEqual(secretsBefore);
    expect((await get('/api/swWatch/page?keyword=P-W4')).json().data.totalRows).toBe(0);
    expect(await roster('P-C0004')).toEqual([]);
    expect((await roster('P-W1'))[0]?.fullName).toBe('陳志明 Chan Chi-ming');
    expect((await roster('P-W3')).length).toBe(0);

    // Only a watch is worn.
    const gas = await provisionAs([
      { kind: 'gasSensor', imei: 'P-G1', name: 'P-G1', wearer: { fullName: 'X', sosPhone: '91234567' } },
    ]);
    expect(gas.statusCode).toBe(400);
  });

  it("a gateway's wearers are its own tenant's: a card number of another tenant is no clash", async () => {
    const other = await tenantWithGateway('roster');
    const res = await post(
      '/api/devices/provision',
      {
        devices: [
          {
            kind: 'watch',
            imei: 'R-W1',
            name: 'R-W1',
            wearer: { fullName: 'Roster Worker', sosPhone: '61239999', cardNo: 'R-C0001' },
          },
        ],
      },
      other.gateway,
    );
    expect(res.statusCode, res.body).toBe(200);
    // This tenant gives out the same card number to someone of its own: no clash across tenants.
    const mine = await post('/api/swWearer/add', {
      fullName: 'Local Worker',
      sosPhone: '61238888',
      cardNo: 'R-C0001',
    });
    expect(mine.statusCode, mine.body).toBe(200);
    const seen = (await get('/api/swWearer/page?keyword=R-C0001')).json().data.rows;
    expect(seen.map((row: { fullName: string }) => row.fullName)).toEqual(['Local Worker']);
    const theirs = await app.database.db
      .selectFrom('wearer')
      .innerJoin('device', 'device.id', 'wearer.device_id')
      .select(['wearer.tenant_id', 'wearer.full_name', 'device.tenant_id as device_tenant'])
      .where('device.imei', '=', 'R-W1')
      .executeTakeFirstOrThrow();
    expect(theirs).toEqual({
      tenant_id: other.tenantId,
      full_name: 'Roster Worker',
      device_tenant: other.tenantId,
    });
  });

  it("a gateway of another tenant can neither take over an IMEI nor feed this tenant's devices", async () => {
    const { gateway: otherGateway } = await tenantWithGateway('other');
    const takeover = await post(
      '/api/devices/provision',
      { devices: [{ kind: 'watch', imei: 'T-W1', name: 'Mine now', site: '' }] },
      otherGateway,
    );
    expect(takeover.statusCode).toBe(409);
    expect(takeover.json().code).toBe(errors.DEVICE_IMEI_EXISTS.code);
    const fed = await post(
      '/api/devices/ingest',
      {
        messages: [
          {
            imei: 'T-W1',
            topic: 'event',
            payload: { mid: 'x-tenant', ts: clock.now().getTime(), type: 'sos' },
          },
        ],
      },
      otherGateway,
    );
    expect(fed.json().data).toEqual({
      accepted: 0,
      duplicates: 0,
      dropped: [{ index: 0, reason: 'wrongTenant' }],
    });
    // The device's name did not change, and its own tenant still sees it.
    const watch = (await get('/api/swWatch/page?keyword=T-W1')).json().data.rows[0];
    expect(watch.name).toBe('T-W1');
  });
});

describe('alert escalation (PostgreSQL)', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ app, close } = await buildTestApp('postgres'));
  }, 60_000);
  afterAll(() => close());

  it('escalates unacknowledged critical alerts after 2 minutes and others after 10, once', async () => {
    const { escalateAlerts } = await import('../../src/modules/devices/alerts/escalation.js');
    const gateway = bearer(await gatewayToken(app));
    await provision(app, [{ kind: 'watch', imei: 'E-W1' }]);
    const now = Date.now();
    await app.inject({
      method: 'POST',
      url: '/api/devices/ingest',
      headers: gateway,
      payload: {
        messages: [
          { imei: 'E-W1', topic: 'event', payload: { mid: 'e1', ts: now, type: 'sos' } },
          { imei: 'E-W1', topic: 'telemetry', payload: telemetry('e2', { battery: 10 }, now) },
        ],
      },
    });
    const db = app.database.db;
    const alerts = await db.selectFrom('device_alert').select(['id', 'type']).execute();
    expect(alerts.map((alert) => alert.type).sort()).toEqual(['lowBattery', 'sos']);
    // The delivery engine plans new alerts at once (it holds their rows while it does): escalation is
    // asked only once it has, so neither skips a row the other has locked.
    await eventually(
      async () =>
        (await db.selectFrom('device_alert').select('id').where('delivery_planned_at', 'is', null).execute())
          .length === 0,
    );
    // Both were raised three minutes ago: only the critical one is due.
    await sql`update device_alert set raised_at = ${new Date(now - 3 * 60_000)}`.execute(db);
    const notifier = {
      publish: async () => {},
      subscribe: () => () => {},
      subscribeAll: () => () => {},
      close: async () => {},
    };
    expect(await escalateAlerts(db, app.devices.thresholds, notifier)).toBe(1);
    expect(await escalateAlerts(db, app.devices.thresholds, notifier)).toBe(0);
    // Eleven minutes: the warning too; the critical one is not escalated twice.
    await sql`update device_alert set raised_at = ${new Date(now - 11 * 60_000)}`.execute(db);
    expect(await escalateAlerts(db, app.devices.thresholds, notifier)).toBe(1);
    const events = await db
      .selectFrom('device_alert_event')
      .select('action')
      .where('action', '=', 'escalate')
      .execute();
    expect(events).toHaveLength(2);
    // An acknowledged alert never escalates.
    const fresh = await db
      .insertInto('device_alert')
      .values({
        tenant_id: (
          await db
            .selectFrom('device')
            .select('tenant_id')
            .where('imei', '=', 'E-W1')
            .executeTakeFirstOrThrow()
        ).tenant_id,
        device_id: (
          await db.selectFrom('device').select('id').where('imei', '=', 'E-W1').executeTakeFirstOrThrow()
        ).id,
        type: 'fall',
        level: 'critical',
        status: 'acknowledged',
        trigger_time: new Date(now - 600_000),
        alert_time: new Date(now - 600_000),
        raised_at: new Date(now - 600_000),
        vitals: '{}',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(await escalateAlerts(db, app.devices.thresholds, notifier)).toBe(0);
    expect(fresh.id).toBeDefined();
  });
});
