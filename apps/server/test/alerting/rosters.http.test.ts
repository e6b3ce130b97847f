import { type DutyRosterListAnswer, errors, type OnDutyAnswer } from '@siteguard/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveEscalation } from '../../src/modules/alerting/rosters/index.js';
import { type MovableClock, movableClock } from '../../src/platform/clock.js';
import { tenantScope } from '../../src/platform/db/tenant-scope.js';
import { tokenFor } from '../auth-helpers.js';
import { buildTestApp, DRIVERS } from '../helpers.js';
import { apiAs, makeUser, otherTenant as otherTenantRows } from '../org-users-helpers.js';
import { badFields, type Caller, callerOf, expectError, ok, otherTenant } from '../sysadmin-helpers.js';

// Monday 2 March 2026 on site; Hong Kong midnight is 16:00 UTC the day before.
const hk = (local: string) => new Date(`${local}+08:00`);
let sites = 0;
/** A site of the test's own: tests run alone and in any order. */
const newSite = () => `Roster test ${++sites} ${Math.random().toString(36).slice(2, 6)}`;

describe.each(DRIVERS)('duty rosters on %s', (driver) => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let admin: Caller;
  let clock: MovableClock;
  let dayUser: { id: string; name: string };
  let nightUser: { id: string; name: string };

  const list = async (site: string, caller = admin) =>
    ok<DutyRosterListAnswer>(await caller.get('/dutyRoster/list', { site }));
  const onDuty = async (site: string, caller = admin) =>
    ok<OnDutyAnswer>(await caller.get('/dutyRoster/onDuty', { site }));
  const level1 = (answer: OnDutyAnswer, family: string) =>
    answer.families.find((f) => f.family === family)?.levels[0]?.people.map((p) => p.name);

  beforeAll(async () => {
    clock = movableClock(hk('2026-03-02T10:00:00'), { ticking: false });
    ({ app, close } = await buildTestApp(driver, undefined, false, clock));
    const token = await tokenFor(app, 'superAdmin');
    admin = callerOf(app, token);
    const api = apiAs(app, token);
    const day = await makeUser(app, api, { orgCode: 'kai-tak', name: 'Day Supervisor' });
    const night = await makeUser(app, api, { orgCode: 'kai-tak', name: 'Night Supervisor' });
    dayUser = { id: day.id, name: 'Day Supervisor' };
    nightUser = { id: night.id, name: 'Night Supervisor' };
    // The day supervisor has an email address; the night supervisor no contact point at all.
    const tenantId = (
      await app.database.db
        .selectFrom('sys_user')
        .select('tenant_id')
        .where('id', '=', day.id)
        .executeTakeFirstOrThrow()
    ).tenant_id;
    await app.database.db
      .insertInto('user_contact_point')
      .values({ tenant_id: tenantId, user_id: day.id, kind: 'email', address: 'day@example.com' })
      .execute();
  }, 120_000);
  afterAll(() => close());

  const dayAndNight = (site: string, family = 'health') => ({
    site,
    family,
    shifts: [
      { weekday: 1, start: '08:00', end: '20:00', userId: dayUser.id },
      { weekday: 1, start: '20:00', end: '08:00', userId: nightUser.id },
    ],
    overrides: [],
  });

  it('the demo puts superAdmin on duty at every demo site for every family, with the default chain', async () => {
    await clock.set(hk('2026-03-04T03:00:00'));
    for (const site of ['Kai Tak', 'Tseung Kwan O']) {
      const answer = await onDuty(site);
      expect(
        answer.families.map((f) => [f.family, f.rosterFrom, f.chainFrom, level1(answer, f.family)]),
      ).toEqual(
        ['health', 'gas', 'cctv', 'plant', 'weather'].map((family) => [
          family,
          'site',
          'site',
          ['Super Admin'],
        ]),
      );
      expect(answer.families[0]?.levels.map((l) => [l.level, l.criticalMinutes, l.warningMinutes])).toEqual([
        [1, 0, 10],
        [2, 2, 30],
        [3, 5, null],
      ]);
    }
    expect((await list('Kai Tak')).sites).toEqual(expect.arrayContaining(['Kai Tak', 'Tseung Kwan O']));
  });

  it('saves, replaces, lists and deletes a roster; the tenant default applies where a site has none', async () => {
    const site = newSite();
    const saved = ok<{ id: string; shifts: unknown[] }>(
      await admin.post('/dutyRoster/save', dayAndNight(site)),
    );
    expect(saved.shifts).toHaveLength(2);
    const replaced = ok<{ id: string; shifts: unknown[]; overrides: unknown[] }>(
      await admin.post('/dutyRoster/save', {
        ...dayAndNight(site),
        shifts: [{ weekday: 3, start: '07:00', end: '19:00', userId: dayUser.id }],
        overrides: [{ from: '2026-03-10', to: '2026-03-12', mode: 'add', userId: nightUser.id }],
      }),
    );
    expect(replaced.id).toBe(saved.id);
    const mine = (await list(site)).rosters.filter((r) => r.site === site);
    expect(mine).toEqual([
      expect.objectContaining({
        family: 'health',
        shifts: [{ weekday: 3, start: '07:00', end: '19:00', userId: dayUser.id }],
        overrides: [{ from: '2026-03-10', to: '2026-03-12', mode: 'add', userId: nightUser.id }],
      }),
    ]);
    expect((await list(site)).sites).toContain(site);
    // The pickers' people: the tenant's users, none of another tenant's.
    expect((await list(site)).users.map((u) => u.name)).toEqual(
      expect.arrayContaining(['Day Supervisor', 'Night Supervisor']),
    );

    ok(await admin.post('/dutyRoster/delete', { site, family: 'health' }));
    expect((await list(site)).rosters.filter((r) => r.site === site)).toEqual([]);
    // A site without a roster or chain of its own: the tenant's (none here) and the default delays.
    const answer = await onDuty(site);
    expect(answer.families.find((f) => f.family === 'health')).toMatchObject({
      rosterFrom: 'none',
      chainFrom: 'default',
    });
  });

  it('saves and deletes an escalation chain; a site chain wins over the tenant chain', async () => {
    const site = newSite();
    const roleId = ok<{ id: string }>(
      await admin.post('/sysRole/add', { code: `duty${driver}`, name: 'Safety officers' }),
    ).id;
    ok(await admin.post('/sysUser/grantRole', { id: nightUser.id, grantRoleIdList: [roleId] }));
    const chain = {
      site,
      family: 'gas',
      level2: { userIds: [dayUser.id], roleId: null },
      level3: { userIds: [], roleId },
      delays: { critical: [0, 3, 8], warning: [15, 45] },
    };
    const saved = ok<{ level3: { roleId: string } }>(await admin.post('/dutyRoster/chain/save', chain));
    expect(saved.level3.roleId).toBe(roleId);
    expect((await list(site)).roles).toContainEqual({ id: roleId, name: 'Safety officers' });
    const answer = await onDuty(site);
    const gas = answer.families.find((f) => f.family === 'gas');
    expect(gas?.chainFrom).toBe('site');
    expect(
      gas?.levels.map((l) => [l.level, l.criticalMinutes, l.warningMinutes, l.role?.name ?? null]),
    ).toEqual([
      [1, 0, 15, null],
      [2, 3, 45, null],
      [3, 8, null, 'Safety officers'],
    ]);
    expect(gas?.levels[1]?.people.map((p) => p.name)).toEqual(['Day Supervisor']);
    expect(gas?.levels[2]?.people.map((p) => [p.name, p.contactKinds])).toEqual([['Night Supervisor', []]]);

    ok(await admin.post('/dutyRoster/chain/delete', { site, family: 'gas' }));
    expect((await list(site)).chains.filter((c) => c.site === site)).toEqual([]);
  });

  it('who is on duty follows the site clock across a shift change and Hong Kong midnight', async () => {
    const site = newSite();
    ok(await admin.post('/dutyRoster/save', dayAndNight(site, 'cctv')));
    const cases: Array<[Date, string[]]> = [
      [hk('2026-03-02T19:59:00'), ['Day Supervisor']],
      [hk('2026-03-02T20:00:00'), ['Night Supervisor']],
      [new Date('2026-03-02T15:59:00Z'), ['Night Supervisor']],
      // 16:00 UTC: Tuesday on site, still Monday's night shift.
      [new Date('2026-03-02T16:00:00Z'), ['Night Supervisor']],
      [hk('2026-03-03T08:00:00'), []],
    ];
    for (const [at, expected] of cases) {
      await clock.set(at);
      const answer = await onDuty(site);
      expect(answer.at).toBe(at.toISOString());
      expect(level1(answer, 'cctv'), at.toISOString()).toEqual(expected);
    }
  });

  it('flags people on duty whom no contact point reaches', async () => {
    const site = newSite();
    ok(
      await admin.post('/dutyRoster/save', {
        ...dayAndNight(site, 'weather'),
        overrides: [{ from: '2026-03-05', to: '2026-03-05', mode: 'add', userId: nightUser.id }],
      }),
    );
    await clock.set(hk('2026-03-02T12:00:00'));
    expect(
      (await onDuty(site)).families
        .find((f) => f.family === 'weather')
        ?.levels[0]?.people.map((p) => [p.name, p.contactKinds]),
    ).toEqual([['Day Supervisor', ['email']]]);
    // Thursday: the override adds the night supervisor, who has none.
    await clock.set(hk('2026-03-05T12:00:00'));
    const people = (await onDuty(site)).families.find((f) => f.family === 'weather')?.levels[0]?.people ?? [];
    expect(people.map((p) => [p.name, p.contactKinds])).toEqual([['Night Supervisor', []]]);
  });

  it("resolves an alert's escalation for the delivery engine: who each level reaches, and when", async () => {
    const site = newSite();
    const roleId = ok<{ id: string }>(
      await admin.post('/sysRole/add', { code: `pm${driver}`, name: 'Project managers' }),
    ).id;
    ok(await admin.post('/sysUser/grantRole', { id: dayUser.id, grantRoleIdList: [roleId] }));
    ok(await admin.post('/dutyRoster/save', dayAndNight(site, 'gas')));
    ok(
      await admin.post('/dutyRoster/chain/save', {
        site,
        family: 'gas',
        level2: { userIds: [nightUser.id], roleId: null },
        level3: { userIds: [nightUser.id], roleId },
        delays: { critical: [0, 2, 5], warning: [10, 30] },
      }),
    );
    const tenantId = (
      await app.database.db
        .selectFrom('sys_user')
        .select('tenant_id')
        .where('id', '=', dayUser.id)
        .executeTakeFirstOrThrow()
    ).tenant_id;
    const tenant = tenantScope(app.database.db, tenantId);
    // Raised one minute before Hong Kong midnight on Monday: the night shift is on duty.
    const raisedAt = new Date('2026-03-02T15:59:00Z');
    const later = (minutes: number) => new Date(raisedAt.getTime() + minutes * 60_000);
    expect(await resolveEscalation(tenant, site, 'gas', 'critical', raisedAt)).toEqual([
      { level: 1, dueAt: later(0), userIds: [nightUser.id] },
      { level: 2, dueAt: later(2), userIds: [nightUser.id] },
      { level: 3, dueAt: later(5), userIds: [nightUser.id, dayUser.id] },
    ]);
    expect(await resolveEscalation(tenant, site, 'gas', 'warning', raisedAt)).toEqual([
      { level: 1, dueAt: later(10), userIds: [nightUser.id] },
      { level: 2, dueAt: later(30), userIds: [nightUser.id] },
    ]);
    // A family with neither roster nor chain: the default delays, nobody to tell.
    expect(
      (await resolveEscalation(tenant, site, 'plant', 'critical', raisedAt)).map((s) => s.userIds),
    ).toEqual([[], [], []]);
  });

  it('refuses bad times, equal ends, a reversed override, too many shifts, with the fields named', async () => {
    const site = newSite();
    const shift = { weekday: 1, start: '08:00', end: '20:00', userId: dayUser.id };
    const save = (change: object) => admin.post('/dutyRoster/save', { ...dayAndNight(site), ...change });
    expect(badFields(await save({ shifts: [{ ...shift, start: '8am' }] }))).toEqual(['body.shifts.0.start']);
    expect(badFields(await save({ shifts: [{ ...shift, end: '08:00' }] }))).toEqual(['body.shifts.0.end']);
    expect(badFields(await save({ shifts: [{ ...shift, weekday: 8 }] }))).toEqual(['body.shifts.0.weekday']);
    expect(badFields(await save({ shifts: Array.from({ length: 201 }, () => shift) }))).toEqual([
      'body.shifts',
    ]);
    expect(
      badFields(
        await save({
          overrides: [{ from: '2026-03-09', to: '2026-03-08', mode: 'add', userId: dayUser.id }],
        }),
      ),
    ).toEqual(['body.overrides.0.to']);
    expect(
      badFields(
        await admin.post('/dutyRoster/chain/save', {
          site,
          family: 'gas',
          level2: { userIds: [], roleId: null },
          level3: { userIds: [], roleId: null },
          delays: { critical: [5, 2, 0], warning: [10, 30] },
        }),
      ),
    ).toEqual(['body.delays.critical']);
    expect((await list(site)).rosters.filter((r) => r.site === site)).toEqual([]);
  });

  it("keeps tenants apart: no other tenant's users or roles, and no reading another tenant's rosters", async () => {
    const site = newSite();
    const stranger = await otherTenantRows(app);
    expectError(
      await admin.post('/dutyRoster/save', {
        ...dayAndNight(site),
        shifts: [{ weekday: 1, start: '08:00', end: '20:00', userId: String(stranger.userId) }],
      }),
      'DUTY_USER_UNKNOWN',
    );
    expectError(
      await admin.post('/dutyRoster/chain/save', {
        site,
        family: 'gas',
        level2: { userIds: [], roleId: String(stranger.roleId) },
        level3: { userIds: [], roleId: null },
        delays: { critical: [0, 2, 5], warning: [10, 30] },
      }),
      'DUTY_ROLE_UNKNOWN',
    );
    // An id past bigint's range names nobody, like any unknown id.
    expectError(
      await admin.post('/dutyRoster/save', {
        ...dayAndNight(site),
        overrides: [{ from: '2026-03-02', to: '2026-03-02', mode: 'add', userId: '9999999999999999999' }],
      }),
      'DUTY_USER_UNKNOWN',
    );
    ok(await admin.post('/dutyRoster/save', dayAndNight(site)));
    const other = await otherTenant(app, admin, `roster${driver}`);
    expect((await list(site, other.admin)).rosters).toEqual([]);
    expect((await list(site, other.admin)).sites).not.toContain(site);
    expect((await list(site, other.admin)).users.map((u) => u.name)).not.toContain('Day Supervisor');
    const theirs = await onDuty(site, other.admin);
    expect(theirs.families.every((f) => f.rosterFrom === 'none' && f.levels[0]?.people.length === 0)).toBe(
      true,
    );
    // Deleting by site and family only ever touches the caller's tenant.
    ok(await other.admin.post('/dutyRoster/delete', { site, family: 'health' }));
    expect((await list(site)).rosters.filter((r) => r.site === site)).toHaveLength(1);
  });

  it('needs dutyRoster:page to read and dutyRoster:edit to change', async () => {
    const nobody = await makeUser(app, apiAs(app, admin.token), { orgCode: 'kai-tak' });
    const caller = callerOf(app, nobody.token);
    const res = await caller.get('/dutyRoster/onDuty', { site: 'Kai Tak' });
    expect(res.statusCode).toBe(errors.NO_PERMISSION.status);
    const write = await caller.post('/dutyRoster/save', dayAndNight(newSite()));
    expect(write.statusCode).toBe(errors.NO_PERMISSION.status);
  });
});
