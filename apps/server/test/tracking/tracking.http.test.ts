import fs from 'node:fs';
import path from 'node:path';
import {
  DAY_MS,
  type DeviceRow,
  type Page,
  type PlantRow,
  permissions,
  siteDayOf,
  type TrackingLink,
  type TrackingView,
} from '@siteguard/contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { signSiteLink, siteLinkSecret } from '../../src/platform/siteLinks.js';
import { tokenFor } from '../auth-helpers.js';
import { tempDir, testConfig } from '../helpers.js';
import { apiAs, makeRole, makeUser, otherTenant } from '../org-users-helpers.js';
import { type Caller, callerOf, expectError, ok } from '../sysadmin-helpers.js';

const day = (offsetDays: number) => siteDayOf(Date.now() + offsetDays * DAY_MS);
const tokenOf = (url: string) =>
  url.includes('?') ? (new URLSearchParams(url.split('?')[1]).get('token') ?? '') : url.slice(1);

describe('public tracking pages (PostgreSQL)', () => {
  let app: FastifyInstance;
  let cleanup: () => Promise<void>;
  let admin: Caller;

  beforeAll(async () => {
    const dist = tempDir();
    fs.writeFileSync(path.join(dist, 'index.html'), '<title>Siteguard console</title>');
    fs.writeFileSync(path.join(dist, 'tracking.html'), '<title>Siteguard tracking</title>');
    const test = await testConfig('postgres');
    app = await buildApp({ ...test.config, webDistDir: dist }, { logger: false });
    await app.ready();
    admin = callerOf(app, await tokenFor(app, 'superAdmin'));
    cleanup = async () => {
      await app.close();
      await test.cleanup();
      fs.rmSync(dist, { recursive: true, force: true });
    };
  });
  afterAll(() => cleanup());

  /** The public call, without any session. */
  const view = (page: string, token: string) =>
    app.inject({ method: 'GET', url: `/api/tracking/view?page=${page}&token=${encodeURIComponent(token)}` });
  /** A refused link: the catalogue's error and no data at all. */
  const expectNothing = (res: LightMyRequestResponse) => {
    expectError(res, 'TRACKING_LINK_INVALID');
    // The error envelope carries the request's id for support, nothing of the item.
    expect(Object.keys(res.json().data ?? {})).toEqual(['requestId']);
  };

  async function watch(name: string, imei: string, site: string, seen: { online: boolean; worn?: boolean }) {
    const device = ok<DeviceRow>(
      await admin.post('/swWatch/add', {
        kind: 'watch',
        name,
        imei,
        ip: '10.1.2.3',
        configContent: 'apn=site-secret-apn',
        site,
        area: 'Gate 2',
      }),
    );
    await app.database.db
      .updateTable('device')
      .set({
        last_seen_at: seen.online ? new Date() : new Date(Date.now() - DAY_MS),
        battery: 76.4,
        current_version: 'SW1-2.4.1',
        last_vitals: JSON.stringify({ hr: 82, worn: seen.worn ?? true }),
      })
      .where('id', '=', device.id)
      .execute();
    return device;
  }

  it("shows a device's public page from its QR link: identity and status, nothing personal", async () => {
    const device = await watch('Watch A-01', '861234567890123', 'Kai Tak', { online: true });
    ok(
      await admin.post('/swWearer/add', {
        fullName: 'Chan Siu Ming',
        sosPhone: '91234567',
        deviceId: device.id,
      }),
    );
    const link = ok<TrackingLink>(await admin.get('/swWatch/qrcode', { id: device.id }));
    expect(link.url).toMatch(/^\/tracking\/qrcode\?token=/);
    expect(new Date(link.expiresAt).getTime()).toBeGreaterThan(Date.now() + 300 * DAY_MS);

    const res = await view('device', tokenOf(link.url));
    const shown = ok<TrackingView>(res);
    expect(shown).toMatchObject({
      page: 'device',
      deviceKind: 'watch',
      kindName: '智能手錶',
      name: 'Watch A-01',
      imeiTail: '0123',
      site: 'Kai Tak',
      online: true,
      battery: 76,
      version: 'SW1-2.4.1',
    });
    for (const secret of [
      'Chan Siu Ming',
      '91234567',
      '861234567890123',
      '10.1.2.3',
      'site-secret-apn',
      'wearer',
    ])
      expect(res.body).not.toContain(secret);

    // Another registry's call cannot issue a link for a watch.
    expectError(await admin.get('/gasSensor/qrcode', { id: device.id }), 'RECORD_NOT_FOUND');
  });

  it('refuses an altered, expired, re-issued, wrong-kind or wrong-tenant token with no data', async () => {
    const device = await watch('Watch A-02', '861234567890124', 'Kai Tak', { online: false });
    const first = tokenOf(ok<TrackingLink>(await admin.get('/swWatch/qrcode', { id: device.id })).url);
    ok(await view('device', first));
    const [payload = '', mac = ''] = first.split('.');
    const flip = (text: string, at: number) =>
      `${text.slice(0, at)}${text[at] === 'A' ? 'B' : 'A'}${text.slice(at + 1)}`;
    expectNothing(await view('device', `${flip(payload, 12)}.${mac}`));
    expectNothing(await view('device', `${payload}.${flip(mac, 3)}`));
    expectNothing(await view('vehicle', first));
    expectNothing(await view('activeCount', first));

    const secret = await siteLinkSecret(app.database.db);
    const tenantId = (
      await app.database.db
        .selectFrom('device')
        .select('tenant_id')
        .where('id', '=', device.id)
        .executeTakeFirstOrThrow()
    ).tenant_id;
    const expired = signSiteLink(
      secret,
      { kind: 'device', id: device.id, tenantId, version: 1 },
      1,
      new Date(Date.now() - 2 * DAY_MS),
    );
    expectNothing(await view('device', expired.token));
    // A token naming another tenant opens nothing of this tenant's, even with a good signature.
    const other = await otherTenant(app);
    const elsewhere = signSiteLink(
      secret,
      { kind: 'device', id: device.id, tenantId: other.tenantId, version: 1 },
      30,
    );
    expectNothing(await view('device', elsewhere.token));
    // The other tenant's own device opens with its own token, until that tenant is disabled.
    const foreign = await app.database.db
      .insertInto('device')
      .values({ tenant_id: other.tenantId, kind: 'watch', name: 'Other watch', imei: '869999999999999' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const foreignLink = { kind: 'device' as const, id: foreign.id, tenantId: other.tenantId, version: 1 };
    const foreignToken = signSiteLink(secret, foreignLink, 30).token;
    expect(ok<TrackingView>(await view('device', foreignToken))).toMatchObject({ name: 'Other watch' });
    await app.database.db
      .updateTable('sys_tenant')
      .set({ status: 1 })
      .where('id', '=', other.tenantId)
      .execute();
    expectNothing(await view('device', foreignToken));

    const reissued = ok<TrackingLink>(await admin.post('/swWatch/reissueQrcode', { id: device.id }));
    expect(reissued.version).toBe(2);
    expectNothing(await view('device', first));
    expect(ok<TrackingView>(await view('device', tokenOf(reissued.url)))).toMatchObject({ online: false });
    // Showing the QR again gives a link of the current issue.
    const again = ok<TrackingLink>(await admin.get('/swWatch/qrcode', { id: device.id }));
    expect(again.version).toBe(2);

    ok(await admin.post('/swWatch/delete', { id: device.id }));
    expectNothing(await view('device', tokenOf(again.url)));
    expectError(await view('device', 'short'), 'PARAM_ERROR');
  });

  it('keeps a plant register per kind, with numbers unique, filters, export and its own permissions', async () => {
    const crane = ok<PlantRow>(
      await admin.post('/plantLifting/add', {
        number: 'TC-0042',
        name: 'Tower crane 2',
        makeModel: 'Potain MDT 219',
        safeWorkingLoad: 10,
        owner: 'Kwong Fat Engineering',
        site: 'Kai Tak',
        location: 'Block B core',
        lastInspectedOn: day(-3),
        lastInspectedBy: 'Inspector Wong Tai Sin',
        lastInspectionResult: 'pass',
        certificates: [{ name: 'Form 5', number: 'F5-2211', issuedOn: day(-200), validUntil: day(160) }],
      }),
    );
    expect(crane).toMatchObject({ kind: 'liftingAppliance', safeWorkingLoad: 10, status: 'inService' });
    expectError(
      await admin.post('/plantLifting/add', { number: 'tc-0042', name: 'Copy', certificates: [] }),
      'PLANT_NUMBER_EXISTS',
    );
    // Another kind's register neither lists it nor edits it; the same number is free there.
    expectError(await admin.get('/plantVehicle/qrcode', { id: crane.id }), 'RECORD_NOT_FOUND');
    const truck = ok<PlantRow>(
      await admin.post('/plantVehicle/add', { number: 'TC-0042', name: 'Dump truck', safeWorkingLoad: 5 }),
    );
    expect(truck.safeWorkingLoad).toBeNull();
    ok(
      await admin.post('/plantVehicle/edit', {
        id: truck.id,
        number: 'XY 1234',
        name: 'Dump truck 1',
        status: 'underRepair',
      }),
    );
    const listed = ok<Page<PlantRow>>(
      await admin.get('/plantVehicle/page', { keyword: 'xy 12', status: 'underRepair' }),
    );
    expect(listed.rows.map((row) => row.name)).toEqual(['Dump truck 1']);
    expectError(
      await admin.post('/plantLifting/add', {
        number: 'X',
        name: 'Bad',
        certificates: [{ name: 'F', validUntil: '31/12/2026' }],
      }),
      'PARAM_ERROR',
    );
    const exported = await admin.get('/plantLifting/export');
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toContain('spreadsheetml');

    const adminApi = apiAs(app, admin.token);
    const role = await makeRole(app, adminApi, {
      code: 'plantViewer',
      permissions: [permissions.plantVehicle.page],
    });
    const viewer = callerOf(
      app,
      (await makeUser(app, adminApi, { orgCode: 'tsuen-wan', roleIds: [role] })).token,
    );
    ok(await viewer.get('/plantVehicle/page'));
    expectError(await viewer.post('/plantVehicle/add', { number: 'NEW 1', name: 'New' }), 'NO_PERMISSION');
    expectError(await viewer.get('/plantVehicle/qrcode', { id: truck.id }), 'NO_PERMISSION');
    expectError(await viewer.get('/plantLifting/page'), 'NO_PERMISSION');

    ok(await admin.post('/plantVehicle/delete', { id: truck.id }));
    expectError(await admin.post('/plantVehicle/delete', { id: truck.id }), 'RECORD_NOT_FOUND');
  });

  it("shows a lifting appliance's and a vehicle's certificates with their state in Hong Kong time, not who inspected", async () => {
    const hoist = ok<PlantRow>(
      await admin.post('/plantLifting/add', {
        number: 'HO-7',
        name: 'Material hoist',
        safeWorkingLoad: 2.5,
        owner: 'Kwong Fat Engineering',
        site: 'Kai Tak',
        lastInspectedOn: day(-1),
        lastInspectedBy: 'Inspector Lee Ka Yan',
        lastInspectionResult: 'pass',
        certificates: [
          { name: 'Form 3 test certificate', number: 'F3-1', validUntil: day(365) },
          { name: 'Insurance', validUntil: day(-1) },
          { name: 'Form 5 thorough examination', validUntil: day(0) },
        ],
      }),
    );
    const link = ok<TrackingLink>(await admin.get('/plantLifting/qrcode', { id: hoist.id }));
    expect(link.url).toMatch(/^\/tracking\/LAQrcode\?token=/);
    const res = await view('liftingAppliance', tokenOf(link.url));
    const shown = ok<TrackingView>(res);
    expect(shown).toMatchObject({
      page: 'liftingAppliance',
      number: 'HO-7',
      safeWorkingLoad: 2.5,
      lastInspection: { on: day(-1), result: 'pass' },
    });
    expect(
      shown.page !== 'device' &&
        shown.page !== 'activeCount' &&
        shown.certificates.map((c) => [c.name, c.state]),
    ).toEqual([
      ['Insurance', 'expired'],
      ['Form 5 thorough examination', 'expiring'],
      ['Form 3 test certificate', 'valid'],
    ]);
    expect(res.body).not.toContain('Inspector Lee');

    const truck = ok<PlantRow>(
      await admin.post('/plantVehicle/add', { number: 'AB 9876', name: 'Excavator' }),
    );
    const vehicleLink = ok<TrackingLink>(await admin.get('/plantVehicle/qrcode', { id: truck.id }));
    expect(vehicleLink.url).toMatch(/^\/[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
    expect(ok<TrackingView>(await view('vehicle', tokenOf(vehicleLink.url)))).toMatchObject({
      page: 'vehicle',
      number: 'AB 9876',
    });
    // A vehicle's token does not open the lifting-appliance page.
    expectNothing(await view('liftingAppliance', tokenOf(vehicleLink.url)));
  });

  it("counts a site's watches active now for the gate board, with no names", async () => {
    await watch('Board W1', '862000000000001', 'Board test site', { online: true });
    await watch('Board W2', '862000000000002', 'Board test site', { online: true, worn: false });
    await watch('Board W3', '862000000000003', 'Board test site', { online: false });
    await watch('Board W4', '862000000000004', 'Elsewhere', { online: true });
    const link = ok<TrackingLink>(await admin.get('/swWatch/activeCountQrcode', { site: 'Board test site' }));
    expect(link.url).toMatch(/^\/sw_smartwatch1_activecount\?token=/);
    const res = await view('activeCount', tokenOf(link.url));
    expect(ok<TrackingView>(res)).toMatchObject({
      page: 'activeCount',
      site: 'Board test site',
      active: 1,
      total: 3,
    });
    expect(res.body).not.toContain('Board W');
  });

  it('answers the public paths with the small tracking page and every other path with the console', async () => {
    const link = ok<TrackingLink>(
      await admin.get('/plantVehicle/qrcode', {
        id: ok<PlantRow>(await admin.post('/plantVehicle/add', { number: 'PG 1', name: 'Roller' })).id,
      }),
    );
    const page = (url: string) => app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    for (const url of [
      '/tracking/qrcode?token=abc',
      '/tracking/LAQrcode?token=abc',
      '/sw_smartwatch1_activecount?token=abc',
      link.url,
    ]) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('Siteguard tracking');
    }
    for (const url of [
      '/welcome',
      '/tracking/other',
      '/devices/plant/vehicles',
      '/user/jane.doe',
      '/abc.def',
    ]) {
      expect((await page(url)).body, url).toContain('Siteguard console');
    }
    expect((await page(`/api${link.url}`)).statusCode).toBe(404);
  });
});
