import { errors } from '@siteguard/contracts';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { bearer, tokenFor } from './auth-helpers.js';
import { openStream } from './events/event-stream.js';
import { testConfig } from './helpers.js';

describe('camera logs, dictionaries and events (PostgreSQL, two instances)', () => {
  let a: FastifyInstance;
  let b: FastifyInstance;
  let baseA: string;
  let cleanup: () => Promise<void>;
  let admin: string;

  beforeAll(async () => {
    const test = await testConfig('postgres');
    a = await buildApp(test.config, { logger: false });
    b = await buildApp(test.config, { logger: false });
    baseA = await a.listen({ port: 0, host: '127.0.0.1' });
    await b.ready();
    admin = await tokenFor(a, 'superAdmin');
    cleanup = async () => {
      await a.close();
      await b.close();
      await test.cleanup();
    };
  });
  afterAll(() => cleanup());

  const add = (app: FastifyInstance, payload: object, token = admin) =>
    app.inject({ method: 'POST', url: '/api/hk/log/add', headers: bearer(token), payload });

  it('delivers a log added on one instance to a browser listening on the other', async () => {
    // The stream says ': connected' once it is subscribed: what is added after that reaches it.
    const listener = await openStream(baseA, admin);
    try {
      expect(listener.status).toBe(200);
      const res = await add(b, {
        mainType: 2,
        cameraName: 'Gate 3',
        event: 'Video loss',
        message: 'Channel 1 lost video',
      });
      expect(res.statusCode).toBe(200);
      await listener.until((events) => events.some((event) => event.name === 'hkLog'), 10_000);
      expect(listener.events).toEqual([{ name: 'hkLog', data: res.json().data }]);
    } finally {
      listener.close();
    }
  });

  it('pages logs newest first, filtered by main type and keyword', async () => {
    for (let i = 0; i < 12; i += 1) {
      await add(a, {
        mainType: i % 2 === 0 ? 2 : 1,
        cameraName: `Crane ${i}`,
        event: 'Motion',
        message: `motion ${i}`,
      });
    }
    const page = await a.inject({
      method: 'GET',
      url: '/api/hk/log/page?pageNo=1&pageSize=4&mainType=2&keyword=crane',
      headers: bearer(admin),
    });
    const data = page.json().data;
    expect(data).toMatchObject({ pageNo: 1, pageSize: 4, totalRows: 6, totalCount: 6, totalPage: 2 });
    expect(data.rows).toHaveLength(4);
    expect(data.rows.every((row: { mainType: number }) => row.mainType === 2)).toBe(true);
    const ids = data.rows.map((row: { id: string }) => Number(row.id));
    expect(ids).toEqual([...ids].sort((x, y) => y - x));
    const keyword = await a.inject({
      method: 'GET',
      url: '/api/hk/log/page?keyword=crane%2011',
      headers: bearer(admin),
    });
    expect(keyword.json().data.rows.map((row: { cameraName: string }) => row.cameraName)).toEqual([
      'Crane 11',
    ]);
    const tooBig = await a.inject({
      method: 'GET',
      url: '/api/hk/log/page?pageSize=101',
      headers: bearer(admin),
    });
    expect(tooBig.statusCode).toBe(400);
    const badType = await a.inject({
      method: 'GET',
      url: '/api/hk/log/page?mainType=9',
      headers: bearer(admin),
    });
    expect(badType.json().data.errors).toEqual([{ path: 'query.mainType', reason: 'invalid' }]);
  });

  it('refuses a malformed log', async () => {
    const res = await add(a, { mainType: 7, cameraName: '', event: 'x' });
    expect(res.statusCode).toBe(400);
    expect(
      res
        .json()
        .data.errors.map((e: { path: string }) => e.path)
        .sort(),
    ).toEqual(['body.cameraName', 'body.mainType', 'body.message'].sort());
  });

  it('lets the demo user read but not add or delete', async () => {
    const demo = await tokenFor(a, 'demo');
    expect(
      (await a.inject({ method: 'GET', url: '/api/hk/log/page', headers: bearer(demo) })).statusCode,
    ).toBe(200);
    const added = await add(a, { mainType: 1, cameraName: 'x', event: 'x', message: 'x' }, demo);
    expect(added.statusCode).toBe(403);
    expect(added.json().code).toBe(errors.NO_PERMISSION.code);
  });

  it('deletes by id within the tenant only', async () => {
    for (const cameraName of ['Hoist 1', 'Hoist 2'])
      await add(a, { mainType: 3, cameraName, event: 'Login', message: 'operator signed in' });
    const page = (
      await a.inject({ method: 'GET', url: '/api/hk/log/page?pageSize=2', headers: bearer(admin) })
    ).json().data;
    const ids = page.rows.map((row: { id: string }) => row.id);
    const res = await a.inject({
      method: 'POST',
      url: '/api/hk/log/dels',
      headers: bearer(admin),
      payload: { ids: [...ids, '999999999'] },
    });
    expect(res.json().data).toEqual({ deleted: 2 });
    const after = (await a.inject({ method: 'GET', url: '/api/hk/log/page', headers: bearer(admin) })).json()
      .data;
    expect(after.totalRows).toBe(page.totalRows - 2);
    const empty = await a.inject({
      method: 'POST',
      url: '/api/hk/log/dels',
      headers: bearer(admin),
      payload: { ids: [] },
    });
    expect(empty.statusCode).toBe(400);
  });

  it('exports every matching row as .xlsx with translated headers', async () => {
    await add(a, { mainType: 1, cameraName: 'Gate 1', event: 'Intrusion', message: 'line crossed' });
    const res = await a.inject({
      method: 'GET',
      url: '/api/hk/log/export?mainType=1',
      headers: { ...bearer(admin), lang: 'en' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(res.headers['content-disposition']).toContain('attachment');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet?.getRow(1).values).toEqual([
      undefined,
      'Time',
      'Type',
      'Camera',
      'Channel',
      'Event',
      'Message',
      'Operator',
      'Exception',
    ]);
    expect(Number(res.headers['x-total-rows'])).toBe((sheet?.rowCount ?? 0) - 1);
    expect(sheet?.rowCount).toBeGreaterThan(1);
  });

  it('serves the dictionaries in the requested language', async () => {
    const en = (
      await a.inject({ method: 'GET', url: '/api/sysDictType/tree?lang=en', headers: bearer(admin) })
    ).json().data;
    const types = en.find((type: { code: string }) => type.code === 'hk_log_main_type');
    expect(types.children.map((c: { code: string; name: string }) => [c.code, c.name])).toEqual([
      ['1', 'Alarm'],
      ['2', 'Exception'],
      ['3', 'Operation'],
      ['4', 'Information'],
    ]);
    const zh = (
      await a.inject({ method: 'GET', url: '/api/sysDictType/tree', headers: bearer(admin) })
    ).json().data;
    expect(zh.find((type: { code: string }) => type.code === 'sex').children[0].name).toBe('男');
    expect((await a.inject({ method: 'GET', url: '/api/sysDictType/tree' })).statusCode).toBe(401);
  });
});
