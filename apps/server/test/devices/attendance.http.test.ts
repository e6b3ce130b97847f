import { errors, siteDayOf, siteDayStart } from '@siteguard/contracts';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, tokenFor } from '../auth-helpers.js';
import { buildTestApp, DRIVERS, middayClock } from '../helpers.js';
import { gatewayToken, provision } from './device-helpers.js';

const HOUR = 3600_000;

describe.each(DRIVERS)('worker attendance from gate passes (%s)', (driver) => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let admin: Record<string, string>;
  let gateway: Record<string, string>;
  // Site time is noon of a Hong Kong day, whatever the hour of the run; "now" is the clock's.
  const clock = middayClock();
  const today = siteDayOf(clock.now().getTime());
  const yesterday = siteDayOf(clock.now().getTime() - 24 * HOUR);
  const at = (hour: number, day = yesterday) => siteDayStart(day).getTime() + hour * HOUR;

  const get = (url: string, headers = admin) => app.inject({ method: 'GET', url, headers });
  const post = (url: string, payload: object, headers = admin) =>
    app.inject({ method: 'POST', url, payload, headers });
  const pass = (mid: string, card: string, dir: 'in' | 'out', ts: number, imei = 'A-GATE1') => ({
    imei,
    topic: 'pass',
    payload: { mid, ts, card, dir },
  });
  const ingest = (messages: object[]) => post('/api/devices/ingest', { messages }, gateway);
  const page = async (query: string) => (await get(`/api/workerAttendance/page?${query}`)).json().data;

  beforeAll(async () => {
    ({ app, close } = await buildTestApp(driver, undefined, false, clock));
    admin = bearer(await tokenFor(app, 'superAdmin'));
    gateway = bearer(await gatewayToken(app));
    await provision(app, [
      { kind: 'gate', imei: 'A-GATE1', site: 'Kai Tak' },
      { kind: 'gate', imei: 'A-GATE2', site: 'Tseung Kwan O' },
      { kind: 'watch', imei: 'A-W1' },
    ]);
  }, 60_000);
  afterAll(() => close());

  it('folds passes into a day: first in, last out, passes, in any order and once each', async () => {
    const sent = await ingest([
      pass('p3', 'CARD-A1', 'out', at(17.5)),
      pass('p1', 'CARD-A1', 'in', at(7.75)),
      pass('p2', 'CARD-A1', 'out', at(12)),
      pass('p2b', 'CARD-A1', 'in', at(13)),
      pass('p1', 'CARD-A1', 'in', at(7.75)), // a redelivery
      pass('bad', 'CARD A1 !', 'in', at(8)), // not a card number
    ]);
    expect(sent.json().data).toMatchObject({
      accepted: 4,
      duplicates: 1,
      dropped: [{ index: 5, reason: 'malformed' }],
    });
    // A late pass from the morning, after the day was written: it moves the first entry earlier.
    await ingest([pass('p0', 'CARD-A1', 'in', at(7.5))]);
    const { rows, totalRows } = await page(`from=${yesterday}&to=${yesterday}&keyword=CARD-A1`);
    expect(totalRows).toBe(1);
    expect(rows[0]).toMatchObject({
      day: yesterday,
      site: 'Kai Tak',
      cardNo: 'CARD-A1',
      wearerName: null,
      firstIn: new Date(at(7.5)).toISOString(),
      lastOut: new Date(at(17.5)).toISOString(),
      passes: 5,
      onSite: false,
      minutesOnSite: 600,
    });
  });

  it('counts who is on site now per site, and filters by site, keyword and presence', async () => {
    const now = clock.now().getTime();
    const sent = await ingest([
      pass('t1', 'CARD-T1', 'in', now - 60_000),
      pass('t2', 'CARD-T2', 'in', now - 120_000),
      pass('t3', 'CARD-T2', 'out', now - 30_000),
      pass('t4', 'CARD-T3', 'in', now - 90_000, 'A-GATE2'),
    ]);
    expect(sent.json().data).toMatchObject({ accepted: 4, dropped: [] });
    const headcount = (await get('/api/workerAttendance/headcount')).json().data;
    expect(headcount).toEqual(
      expect.arrayContaining([
        { site: 'Kai Tak', onSite: 1, enteredToday: 2, unregisteredToday: 2 },
        { site: 'Tseung Kwan O', onSite: 1, enteredToday: 1, unregisteredToday: 1 },
      ]),
    );
    const onSite = await page(`from=${today}&to=${today}&onSite=true&site=Kai%20Tak`);
    expect(onSite.rows.map((row: { cardNo: string }) => row.cardNo)).toEqual(['CARD-T1']);
    expect(onSite.rows[0].onSite).toBe(true);
    expect(onSite.rows[0].minutesOnSite).toBeGreaterThanOrEqual(1);
    const left = await page(`from=${today}&to=${today}&onSite=false`);
    expect(left.rows.map((row: { cardNo: string }) => row.cardNo)).toEqual(['CARD-T2']);
  });

  it('the site day turns at Hong Kong midnight (16:00 UTC): the headcount starts again, a pass after it is the new day', async () => {
    const resume = clock.now();
    const nextDay = (day: string) => siteDayOf(siteDayStart(day).getTime() + 36 * HOUR);
    const tomorrow = nextDay(today);
    const afterTomorrow = nextDay(tomorrow);
    const tko = async () =>
      ((await get('/api/workerAttendance/headcount')).json().data as { site: string; onSite: number }[]).find(
        (row) => row.site === 'Tseung Kwan O',
      );
    try {
      // 23:59:30 in Hong Kong is 15:59:30 UTC.
      const beforeMidnight = await clock.set(new Date(siteDayStart(afterTomorrow).getTime() - 30_000));
      expect(beforeMidnight.getUTCHours()).toBe(15);
      await ingest([pass('m1', 'CARD-M1', 'in', beforeMidnight.getTime() - 20_000, 'A-GATE2')]);
      expect(await tko()).toEqual({
        site: 'Tseung Kwan O',
        onSite: 1,
        enteredToday: 1,
        unregisteredToday: 1,
      });

      await clock.advance(60_000); // 00:00:30, 16:00:30 UTC
      expect(await tko()).toBeUndefined();
      await ingest([pass('m2', 'CARD-M1', 'out', clock.now().getTime() - 20_000, 'A-GATE2')]);
      const days = await page(`from=${tomorrow}&to=${afterTomorrow}&keyword=CARD-M1`);
      expect(
        days.rows.map((row: { day: string; onSite: boolean; passes: number }) => [
          row.day,
          row.onSite,
          row.passes,
        ]),
      ).toEqual([
        [afterTomorrow, false, 1],
        [tomorrow, false, 1],
      ]);
    } finally {
      await clock.set(resume);
    }
  });

  it('a card given to a wearer names their days, past ones too; a watch IMEI works as a card', async () => {
    // A day on site before the card had a name.
    await ingest([pass('c1', 'CARD-C1', 'in', at(8)), pass('c2', 'CARD-C1', 'out', at(16))]);
    const added = await post('/api/swWearer/add', {
      fullName: 'Cheung Wai Keung',
      sosPhone: '92345678',
      trade: 'Rigger',
      cardNo: 'CARD-C1',
    });
    expect(added.statusCode).toBe(200);
    expect(added.json().data.cardNo).toBe('CARD-C1');
    const named = await page(`from=${yesterday}&to=${yesterday}&keyword=Cheung`);
    expect(named.rows).toHaveLength(1);
    expect(named.rows[0]).toMatchObject({
      wearerName: 'Cheung Wai Keung',
      trade: 'Rigger',
      cardNo: 'CARD-C1',
    });
    const taken = await post('/api/swWearer/add', {
      fullName: 'Other',
      sosPhone: '23456789',
      cardNo: 'CARD-C1',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe(errors.WEARER_CARD_TAKEN.code);
    const badCard = await post('/api/swWearer/add', {
      fullName: 'Other',
      sosPhone: '23456789',
      cardNo: 'a b',
    });
    expect(badCard.statusCode).toBe(400);

    const watch = (await get('/api/swWatch/page?keyword=A-W1')).json().data.rows[0];
    await post('/api/swWearer/add', { fullName: 'Lam Chi Wai', sosPhone: '61234000', deviceId: watch.id });
    await ingest([pass('w1', 'A-W1', 'in', at(8))]);
    const byWatch = await page(`from=${yesterday}&to=${yesterday}&keyword=A-W1`);
    expect(byWatch.rows[0]).toMatchObject({ wearerName: 'Lam Chi Wai', lastOut: null, onSite: false });
  });

  it('counts the cards nobody holds and filters them; a watch provisioned with a wearer claims its card', async () => {
    // A site of its own: the headcount test counts Kai Tak and Tseung Kwan O exactly.
    await provision(app, [{ kind: 'gate', imei: 'A-GATE3', site: 'Sai Kung' }]);
    const now = clock.now().getTime();
    await ingest([
      pass('u1', 'CARD-U1', 'in', now - 60_000, 'A-GATE3'),
      pass('u2', 'CARD-U2', 'in', now - 50_000, 'A-GATE3'),
    ]);
    const saiKung = async () =>
      ((await get('/api/workerAttendance/headcount')).json().data as { site: string }[]).find(
        (row) => row.site === 'Sai Kung',
      );
    const cards = async (registered: boolean) =>
      (await page(`from=${today}&to=${today}&site=Sai%20Kung&registered=${registered}`)).rows.map(
        (row: { cardNo: string; wearerName: string | null }) => [row.cardNo, row.wearerName],
      );
    expect(await saiKung()).toEqual({ site: 'Sai Kung', onSite: 2, enteredToday: 2, unregisteredToday: 2 });
    expect(await cards(false)).toEqual([
      ['CARD-U1', null],
      ['CARD-U2', null],
    ]);
    expect(await cards(true)).toEqual([]);

    const res = await post(
      '/api/devices/provision',
      {
        devices: [
          {
            kind: 'watch',
            imei: 'A-W9',
            name: 'A-W9',
            site: 'Sai Kung',
            wearer: {
              fullName: '何家輝 Ho Ka Fai',
              sosPhone: '93456789',
              trade: 'Scaffolder',
              cardNo: 'CARD-U1',
            },
          },
        ],
      },
      gateway,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(await saiKung()).toMatchObject({ onSite: 2, unregisteredToday: 1 });
    expect(await cards(true)).toEqual([['CARD-U1', '何家輝 Ho Ka Fai']]);
    expect(await cards(false)).toEqual([['CARD-U2', null]]);
  });

  it('refuses a range over 92 days or a malformed date, and exports the days as .xlsx', async () => {
    await ingest([pass('x1', 'CARD-X1', 'in', at(9))]);
    const long = await get('/api/workerAttendance/page?from=2026-01-01&to=2026-06-30');
    expect(long.statusCode).toBe(400);
    expect(long.json().code).toBe(errors.PARAM_ERROR.code);
    const malformed = await get('/api/workerAttendance/page?from=yesterday&to=today');
    expect(malformed.statusCode).toBe(400);
    const file = await app.inject({
      method: 'GET',
      url: `/api/workerAttendance/export?from=${yesterday}&to=${today}`,
      headers: { ...admin, 'accept-language': 'en' },
    });
    expect(file.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet?.getRow(1).getCell(3).value).toBe('Worker');
    const cards = new Set<string>();
    sheet?.eachRow((row, index) => {
      if (index > 1) cards.add(String(row.getCell(5).value));
    });
    // Every day the list has for the range, whatever other tests wrote: its own pass among them.
    const listed = await page(`from=${yesterday}&to=${today}&pageSize=100`);
    const listedCards = new Set(listed.rows.map((row: { cardNo: string }) => row.cardNo));
    expect(cards.has('CARD-X1')).toBe(true);
    expect([...cards].sort()).toEqual([...listedCards].sort());
    expect(sheet?.rowCount).toBe(listed.totalRows + 1);
  });
});
