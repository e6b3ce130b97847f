import {
  type AlertStatus,
  type DashboardSummary,
  daysOfMonth,
  type MonthBar,
  PERMIT_TYPES,
  type PermitStatus,
  siteMonthOf,
  siteToday,
} from '@siteguard/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenFor } from '../auth-helpers.js';
import { buildTestApp, DRIVERS, middayClock } from '../helpers.js';
import { type Caller, callerOf, expectError, ok, otherTenant } from '../sysadmin-helpers.js';

/** A Hong Kong wall-clock time as an instant. */
const hkt = (local: string) => new Date(`${local}+08:00`);

describe.each(DRIVERS)('the dashboard and the month bars (%s)', (driver) => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let demoAdmin: Caller;
  let acme: Caller;
  let acmeTenant: string;
  // "Today" and "this month" are site time: noon of a Hong Kong day, whatever the hour of the run.
  const clock = middayClock();

  beforeAll(async () => {
    ({ app, close } = await buildTestApp(driver, undefined, false, clock));
    demoAdmin = callerOf(app, await tokenFor(app, 'superAdmin'), { lang: 'en' });
    const other = await otherTenant(app, demoAdmin);
    acmeTenant = other.tenantId;
    acme = callerOf(app, other.admin.token, { lang: 'en' });
    await seedAcme();
  }, 60_000);
  afterAll(() => close());

  /** A tenant of its own, so every figure below is known: two sites, devices, alerts, permits, a worker. */
  async function seedAcme() {
    const db = app.database.db;
    const tenant_id = acmeTenant;
    // When the server last heard a device is the link's time (the system clock), not site time.
    const fresh = new Date();
    const stale = new Date(Date.now() - 3_600_000);
    const devices = await db
      .insertInto('device')
      .values([
        {
          tenant_id,
          kind: 'watch',
          name: 'W1',
          imei: 'ACME-W1',
          site: 'Sha Tin',
          last_seen_at: fresh,
          battery: 15,
        },
        {
          tenant_id,
          kind: 'watch',
          name: 'W2',
          imei: 'ACME-W2',
          site: 'Sha Tin',
          last_seen_at: stale,
          battery: 80,
        },
        { tenant_id, kind: 'gasSensor', name: 'G1', imei: 'ACME-G1', site: 'Tai Po', last_seen_at: fresh },
        { tenant_id, kind: 'watch', name: 'W3', imei: 'ACME-W3', site: 'Tai Po', enabled: false },
      ])
      .returning(['id', 'imei'])
      .execute();
    const id = (imei: string) => devices.find((device) => device.imei === imei)?.id as string;
    const alert = (
      imei: string,
      type: string,
      level: 'warning' | 'critical',
      raised: Date,
      extra: { status?: AlertStatus; location?: string } = {},
    ) => ({
      tenant_id,
      device_id: id(imei),
      type,
      level,
      trigger_time: raised,
      alert_time: raised,
      raised_at: raised,
      site: imei === 'ACME-G1' ? 'Tai Po' : 'Sha Tin',
      vitals: '{}',
      ...extra,
    });
    await db
      .insertInto('device_alert')
      .values([
        // The day boundary in Hong Kong time: 23:59:59 is the 14th, midnight the 15th.
        alert('ACME-W1', 'fall', 'critical', hkt('2026-03-14T23:59:59'), { status: 'resolved' }),
        alert('ACME-W2', 'fall', 'critical', hkt('2026-03-15T00:00:00'), { status: 'resolved' }),
        // The month's first and last instants; the next month's first is not March.
        alert('ACME-W1', 'sos', 'critical', hkt('2026-03-01T00:00:00'), { status: 'falseAlarm' }),
        alert('ACME-W2', 'sos', 'critical', hkt('2026-03-31T23:59:59'), { status: 'resolved' }),
        alert('ACME-W2', 'heartRate', 'warning', hkt('2026-04-01T00:00:00'), { status: 'resolved' }),
        // Open now: two at Sha Tin (one acknowledged), one at Tai Po.
        alert('ACME-W1', 'lowBattery', 'warning', clock.now(), { location: 'Tower 1' }),
        alert('ACME-W2', 'sos', 'critical', clock.now(), { status: 'acknowledged', location: 'Tower 1' }),
        alert('ACME-G1', 'gasH2s', 'critical', clock.now(), { location: 'Manhole MH-3' }),
      ])
      .execute();
    const permit = (
      number: string,
      status: PermitStatus,
      extra: { location: string; created_at: Date; valid_from?: Date; valid_to?: Date },
    ) => ({
      tenant_id,
      type: 'confinedSpace' as const,
      number,
      data: '{}',
      status,
      ...extra,
    });
    await db
      .insertInto('permit')
      .values([
        permit('ACME-1', 'closed', {
          location: 'Sha Tin, Tower 1',
          created_at: hkt('2026-03-09T23:59:59'),
          valid_from: hkt('2026-03-10T08:00:00'),
          valid_to: hkt('2026-03-12T12:00:00'),
        }),
        permit('ACME-2', 'draft', {
          location: 'Sha Tin, Tower 1',
          created_at: hkt('2026-03-10T00:00:00'),
          valid_from: hkt('2026-03-10T08:00:00'),
          valid_to: hkt('2026-03-12T12:00:00'),
        }),
        permit('ACME-3', 'active', { location: 'Tai Po gas works', created_at: clock.now() }),
        permit('ACME-4', 'suspended', { location: 'Sha Tin, Tower 2', created_at: clock.now() }),
        permit('ACME-5', 'active', { location: 'Sha Tin, Tower 2', created_at: clock.now() }),
      ])
      .execute();
    const wearer = await db
      .insertInto('wearer')
      .values({ tenant_id, full_name: 'Lam Ka Yan', sos_phone: '+852 9123 4567', trade: 'Steel fixer' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const now = clock.now();
    await db
      .insertInto('attendance_day')
      .values([
        {
          tenant_id,
          site: 'Sha Tin',
          day: siteToday(clock.now().getTime()),
          card_no: 'C-1',
          wearer_id: wearer.id,
          first_in: now,
          last_pass_at: now,
          last_direction: 'in',
          passes: 1,
        },
        {
          tenant_id,
          site: 'Tai Po',
          day: siteToday(clock.now().getTime()),
          card_no: 'C-2',
          first_in: now,
          last_out: now,
          last_pass_at: now,
          last_direction: 'out',
          passes: 2,
        },
      ])
      .execute();
  }

  it('counts each day of a Hong Kong month, the 23:59 / 00:00 boundary on the right day', async () => {
    const bar = ok<MonthBar>(await acme.get('/analysis/month-bar', { month: '2026-03' }));
    expect(bar.days.map((day) => day.day)).toEqual(daysOfMonth('2026-03'));
    const on = (day: number) => bar.days[day - 1];
    expect(on(14)?.alerts).toBe(1);
    expect(on(15)?.alerts).toBe(1);
    expect(on(1)?.alerts).toBe(1);
    expect(on(31)?.alerts).toBe(1);
    expect(bar.days.reduce((sum, day) => sum + day.alerts, 0)).toBe(4);
    // Raised: the 9th at 23:59:59 and the 10th at midnight, drafts included.
    expect([on(9)?.permitsRaised, on(10)?.permitsRaised]).toEqual([1, 1]);
    // In force: the closed permit's window (10th 08:00 to 12th 12:00); the draft never was.
    expect(bar.days.map((day) => day.permitsActive).join('')).toBe('000000000111'.padEnd(31, '0'));
    const april = ok<MonthBar>(await acme.get('/analysis/month-bar', { month: '2026-04' }));
    expect(april.days).toHaveLength(30);
    expect(april.days[0]?.alerts).toBe(1);
  });

  it('narrows the month to a site and refuses a site or month that is not one', async () => {
    const shaTin = ok<MonthBar>(await acme.get('/analysis/month-bar', { month: '2026-03', site: 'Sha Tin' }));
    expect(shaTin.site).toBe('Sha Tin');
    expect(shaTin.days.reduce((sum, day) => sum + day.alerts, 0)).toBe(4);
    const taiPo = ok<MonthBar>(await acme.get('/analysis/month-bar', { month: '2026-03', site: 'Tai Po' }));
    expect(taiPo.days.reduce((sum, day) => sum + day.alerts + day.permitsActive, 0)).toBe(0);

    expectError(await acme.get('/analysis/month-bar', { site: 'Kai Tak' }), 'DASHBOARD_SITE_UNKNOWN');
    expect((await acme.get('/analysis/month-bar', { site: 'Nowhere' })).json().message).toBe(
      'There is no site named Nowhere',
    );
    for (const month of ['2026-13', '2026-3', '26-03', '2026-03-01', '1999-12'])
      expectError(await acme.get('/analysis/month-bar', { month }), 'PARAM_ERROR');
    // No month: this Hong Kong month.
    const current = ok<MonthBar>(await acme.get('/analysis/month-bar'));
    expect(current.month).toBe(siteMonthOf(clock.now().getTime()));
    expect(current.days).toHaveLength(daysOfMonth(current.month).length);
  });

  it('sums devices, open alerts, headcount and permits, for all sites and one', async () => {
    const all = ok<DashboardSummary>(await acme.get('/dashboard/summary'));
    expect(all.sites).toEqual(['Sha Tin', 'Tai Po']);
    // The disabled watch is out of service: not counted.
    expect(all.devices).toEqual([
      { kind: 'watch', total: 2, online: 1, offline: 1, lowBattery: 1 },
      { kind: 'gasSensor', total: 1, online: 1, offline: 0, lowBattery: 0 },
    ]);
    expect(all.alerts.open).toBe(3);
    expect(all.alerts.openCritical).toBe(2);
    expect(all.alerts.byType).toEqual(
      expect.arrayContaining([
        { type: 'lowBattery', level: 'warning', count: 1 },
        { type: 'sos', level: 'critical', count: 1 },
        { type: 'gasH2s', level: 'critical', count: 1 },
      ]),
    );
    expect(all.alerts.byType).toHaveLength(3);
    expect(all.headcount).toEqual({ onSite: 1, enteredToday: 2 });
    expect(all.permits).toEqual({ active: 2, suspended: 1 });

    const taiPo = ok<DashboardSummary>(await acme.get('/dashboard/summary', { site: 'Tai Po' }));
    expect(taiPo.site).toBe('Tai Po');
    expect(taiPo.devices).toEqual([{ kind: 'gasSensor', total: 1, online: 1, offline: 0, lowBattery: 0 }]);
    expect(taiPo.alerts).toMatchObject({ open: 1, openCritical: 1 });
    expect(taiPo.headcount).toEqual({ onSite: 0, enteredToday: 1 });
    // Permits carry no site: the location names it.
    expect(taiPo.permits).toEqual({ active: 1, suspended: 0 });
    expectError(await acme.get('/dashboard/summary', { site: 'Kai Tak' }), 'DASHBOARD_SITE_UNKNOWN');
  });

  it("keeps each tenant's figures to itself", async () => {
    const demo = ok<DashboardSummary>(await demoAdmin.get('/dashboard/summary'));
    expect(demo.sites).toContain('Kai Tak');
    expect(demo.sites).not.toContain('Sha Tin');
    expectError(await demoAdmin.get('/dashboard/summary', { site: 'Sha Tin' }), 'DASHBOARD_SITE_UNKNOWN');
    const demoMarch = ok<MonthBar>(await demoAdmin.get('/analysis/month-bar', { month: '2026-03' }));
    expect(demoMarch.days.every((day) => day.alerts === 0)).toBe(true);
    const words = ok<{ words: Array<{ text: string }> }>(await demoAdmin.get('/dashboard/tags')).words;
    expect(words.map((word) => word.text)).not.toContain('Manhole MH-3');
  });

  it("words the cloud from today's alert types, open alert places, trades on site and permits in force", async () => {
    const { words } = ok<{ words: Array<{ text: string; weight: number; kind: string }> }>(
      await acme.get('/dashboard/tags'),
    );
    expect(words).toEqual(
      expect.arrayContaining([
        { text: 'SOS', weight: 1, kind: 'alertType' },
        { text: 'Tower 1', weight: 2, kind: 'location' },
        { text: 'Manhole MH-3', weight: 1, kind: 'location' },
        { text: 'Steel fixer', weight: 1, kind: 'trade' },
        { text: PERMIT_TYPES.confinedSpace.title.en, weight: 2, kind: 'permitType' },
      ]),
    );
    const zh = callerOf(app, acme.token, { lang: 'zh-HK' });
    const zhWords = ok<{ words: Array<{ text: string }> }>(
      await zh.get('/dashboard/tags', { site: 'Sha Tin' }),
    );
    expect(zhWords.words.map((word) => word.text)).toContain(PERMIT_TYPES.confinedSpace.title['zh-HK']);
    expect(zhWords.words.map((word) => word.text)).not.toContain('Manhole MH-3');
  });

  it("lists the caller's own recent permits for the home page, only types they may open", async () => {
    const db = app.database.db;
    const people = await db
      .selectFrom('sys_user')
      .select(['id', 'account', 'tenant_id'])
      .where('account', 'in', ['applicant', 'checker'])
      .execute();
    const applicantRow = people.find((person) => person.account === 'applicant');
    const checkerRow = people.find((person) => person.account === 'checker');
    if (!applicantRow || !checkerRow) throw new Error('demo permit people missing');
    const tenant_id = applicantRow.tenant_id;
    await db
      .insertInto('permit')
      .values([
        {
          tenant_id,
          type: 'permitToWork' as const,
          data: '{}',
          number: 'HOME-1',
          status: 'submitted',
          created_by: applicantRow.id,
        },
        {
          tenant_id,
          type: 'hotWorkPermit' as const,
          data: '{}',
          number: 'HOME-2',
          status: 'checked' as const,
          location: 'Block 2',
          created_by: checkerRow.id,
          checker_id: applicantRow.id,
          // After the others' updated_at, which the database stamps (not site time).
          updated_at: new Date(Date.now() + 1000),
        },
        {
          tenant_id,
          type: 'hilti' as const,
          data: '{}',
          number: 'HOME-3',
          status: 'draft' as const,
          created_by: checkerRow.id,
        },
        // Another tenant's permit by the same user id can never be listed.
        {
          tenant_id: acmeTenant,
          type: 'hilti' as const,
          data: '{}',
          number: 'HOME-4',
          status: 'draft',
          created_by: applicantRow.id,
        },
      ])
      .execute();
    const applicant = callerOf(app, await tokenFor(app, 'applicant'));
    const mine = ok<Array<{ number: string; role: string; type: string }>>(
      await applicant.get('/dashboard/myPermits'),
    );
    expect(mine.map((row) => [row.number, row.role])).toEqual([
      ['HOME-2', 'checker'],
      ['HOME-1', 'applicant'],
    ]);
    // The demo viewer opens no permit type: an empty list, not a 403 on the home page.
    const demoUser = callerOf(app, await tokenFor(app, 'demo'));
    expect(ok(await demoUser.get('/dashboard/myPermits'))).toEqual([]);
  });

  it('needs dashboard:view for the figures and analysis:monthBar for the bars', async () => {
    const demoUser = callerOf(app, await tokenFor(app, 'demo'));
    expect((await demoUser.get('/dashboard/summary')).statusCode).toBe(200);
    expectError(await demoUser.get('/analysis/month-bar'), 'NO_PERMISSION');
    const applicant = callerOf(app, await tokenFor(app, 'applicant'));
    expect((await applicant.get('/analysis/month-bar')).statusCode).toBe(200);
    const anonymous = await app.inject({ method: 'GET', url: '/api/dashboard/summary' });
    expect(anonymous.statusCode).toBe(401);
  });
});
