import type { PermitType, WeatherSettings, WeatherSnapshot, WeatherStoppage } from '@siteguard/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { tokenFor } from './auth-helpers.js';
import { buildTestApp } from './helpers.js';
import { type Caller, callerOf, expectError, ok, otherTenant } from './sysadmin-helpers.js';

describe('weather from the Observatory (recordings, PostgreSQL)', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let admin: Caller;
  let demo: Caller;
  let tenantId: string;
  let other: { tenantId: string; admin: Caller };
  let numbered = 0;

  beforeAll(async () => {
    ({ app, close } = await buildTestApp('postgres'));
    admin = callerOf(app, await tokenFor(app, 'superAdmin'));
    demo = callerOf(app, await tokenFor(app, 'demo'));
    tenantId = String(
      (
        await app.database.db
          .selectFrom('sys_user')
          .select('tenant_id')
          .where('account', '=', 'superAdmin')
          .executeTakeFirstOrThrow()
      ).tenant_id,
    );
    other = await otherTenant(app, admin, 'weatherco');
  });
  afterAll(() => close());

  // Each test starts from the same weather: no warning in force, both tenants at the Observatory's
  // station under the default rules (tests edit both; none may depend on another having run).
  beforeEach(async () => {
    ok(await admin.post('/weather/replay', { scenario: 'normal' }));
    for (const caller of [admin, other.admin]) {
      const defaults = ok<WeatherSettings>(await caller.post('/weather/settings/reset', {}));
      ok(await caller.post('/weather/settings/edit', { ...defaults, districtKey: 'Hong Kong Observatory' }));
    }
  });

  /** An active permit of a type, as the approval would leave it (the approval is tested in permits/). */
  const activePermit = async (tenant: string, type: PermitType) => {
    numbered += 1;
    const row = await app.database.db
      .insertInto('permit')
      .values({
        tenant_id: tenant,
        type,
        number: `WX-${numbered}`,
        status: 'active',
        location: 'Kai Tak site, tower crane TC-2',
        data: '{}',
        valid_from: new Date(Date.now() - 3_600_000),
        valid_to: new Date(Date.now() + 6 * 3_600_000),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  };
  const statusOf = async (id: string) =>
    (
      await app.database.db
        .selectFrom('permit')
        .select('status')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).status;
  const suspensionOf = (id: string) =>
    app.database.db
      .selectFrom('permit_event')
      .select(['comment', 'role'])
      .where('permit_id', '=', id)
      .where('action', '=', 'suspend')
      .execute();

  it('answers the current weather from the cache in the three languages', async () => {
    ok(await admin.post('/weather/replay', { scenario: 'normal' }));
    const inLang = async (lang: string) => ok<WeatherSnapshot>(await admin.get('/weather/current', { lang }));
    const [hk, cn, en] = [await inLang('zh-HK'), await inLang('zh-CN'), await inLang('en')];
    expect([hk.district, cn.district, en.district]).toEqual([
      '香港天文台',
      '香港天文台',
      'Hong Kong Observatory',
    ]);
    expect(en).toMatchObject({ temperature: 23.4, humidity: 68, stale: false, warnings: [], lang: 'en' });
    expect(hk.forecast[0]?.weather).toBe('部分時間有陽光。');
    expect(cn.local.forecast).toContain('气温');
    expect(en.forecast).toHaveLength(9);
    expect(en.heatIndex).toEqual({ value: 24.1, level: 'none' });
    // Without a lang query, the request's language.
    const byHeader = ok<WeatherSnapshot>(
      await app.inject({
        method: 'GET',
        url: '/api/weather/current',
        headers: { authorization: `Bearer ${admin.token}`, lang: 'zh-CN' },
      }),
    );
    expect(byHeader.lang).toBe('zh-CN');
    expect(
      ok<Array<{ lang: string; hko: string }>>(await admin.get('/weather/langs')).map((l) => l.hko),
    ).toEqual(['tc', 'sc', 'en']);
    // The demo role sees the weather page but may neither replay (a platform power: the replay
    // issues warnings to every tenant) nor edit the rules.
    expect(ok<WeatherSnapshot>(await demo.get('/weather/current')).lang).toBe('zh-HK');
    expectError(await demo.post('/weather/replay', { scenario: 'blackRain' }), 'PLATFORM_ADMIN_ONLY');
    expectError(await demo.post('/weather/settings/edit', {}), 'NO_PERMISSION');
    expectError(await admin.post('/weather/replay', { scenario: 'snow' }), 'PARAM_ERROR');
  });

  it("reads the temperature at the tenant's own station, checked against the Observatory's list", async () => {
    const settings = ok<WeatherSettings>(await admin.get('/weather/settings'));
    expect(settings.districtKey).toBe('Hong Kong Observatory');
    expect(settings.rules.find((rule) => rule.warning === 'WTS')?.works).toEqual([
      'lifting',
      'electrical',
      'hotWork',
    ]);
    ok(await admin.post('/weather/settings/edit', { ...settings, districtKey: 'Sha Tin' }));
    const shaTin = ok<WeatherSnapshot>(await admin.get('/weather/current', { lang: 'zh-HK' }));
    expect(shaTin).toMatchObject({ district: '沙田', districtKey: 'Sha Tin' });
    // Another tenant still reads the Observatory's.
    expect(ok<WeatherSnapshot>(await other.admin.get('/weather/current', { lang: 'en' })).district).toBe(
      'Hong Kong Observatory',
    );
    expectError(
      await admin.post('/weather/settings/edit', { ...settings, districtKey: 'Atlantis' }),
      'WEATHER_STATION_UNKNOWN',
    );
    expectError(
      await admin.post('/weather/settings/edit', {
        districtKey: 'Sha Tin',
        rules: [
          { warning: 'WTS', works: [] },
          { warning: 'WTS', works: ['lifting'] },
        ],
      }),
      'WEATHER_RULE_DUPLICATE',
    );
    expectError(await demo.post('/weather/settings/edit', settings), 'NO_PERMISSION');
  });

  it("replaying black rain suspends the matching permits under each tenant's own rules; cancel clears the banner", async () => {
    // The other tenant: black rain stops only lifting there, and a thunderstorm nothing.
    ok(
      await other.admin.post('/weather/settings/edit', {
        districtKey: 'Hong Kong Observatory',
        rules: [
          { warning: 'WRAINB', works: ['lifting'] },
          { warning: 'WTS', works: [] },
        ],
      }),
    );
    const ours = {
      work: await activePermit(tenantId, 'permitToWork'),
      lift: await activePermit(tenantId, 'permitToLift'),
      hot: await activePermit(tenantId, 'hotWorkPermit'),
      confined: await activePermit(tenantId, 'confinedSpace'),
    };
    const theirs = {
      work: await activePermit(other.tenantId, 'permitToWork'),
      lift: await activePermit(other.tenantId, 'permitToLift'),
      hot: await activePermit(other.tenantId, 'hotWorkPermit'),
    };

    expect(
      ok<{ scenario: string }>(await admin.post('/weather/replay', { scenario: 'blackRain' })).scenario,
    ).toBe('blackRain');

    expect(await statusOf(ours.work)).toBe('suspended');
    expect(await statusOf(ours.lift)).toBe('suspended');
    // The thunderstorm warning (in force with the black rain) stops hot work under the defaults.
    expect(await statusOf(ours.hot)).toBe('suspended');
    expect(await statusOf(ours.confined)).toBe('active');
    expect(await suspensionOf(ours.work)).toEqual([
      {
        role: 'system',
        comment: expect.stringContaining('Black Rainstorm Warning Signal - Outdoor work stopped'),
      },
    ]);
    // A lifting-only rule does not suspend a hot-work permit; tenants' rules are their own.
    expect(await statusOf(theirs.lift)).toBe('suspended');
    expect(await statusOf(theirs.hot)).toBe('active');
    expect(await statusOf(theirs.work)).toBe('active');

    const banner = ok<WeatherStoppage[]>(await demo.get('/weather/stoppages'));
    expect(banner.map((s) => [s.code, s.works])).toEqual([
      ['WTS', ['lifting', 'electrical', 'hotWork']],
      ['WRAINB', ['outdoor']],
    ]);
    expect(banner[1]?.name).toBe('黑色暴雨警告信號');
    expect(ok<WeatherStoppage[]>(await other.admin.get('/weather/stoppages')).map((s) => s.code)).toEqual([
      'WRAINB',
    ]);
    const current = ok<WeatherSnapshot>(await admin.get('/weather/current', { lang: 'en' }));
    expect(current.warnings.map((w) => [w.code, w.works])).toEqual([
      ['WTS', ['lifting', 'electrical', 'hotWork']],
      ['WRAINB', ['outdoor']],
    ]);

    // Replaying the same recording again issues nothing new: one suspension on the timeline.
    ok(await admin.post('/weather/replay', { scenario: 'blackRain' }));
    expect(await suspensionOf(ours.work)).toHaveLength(1);

    // The rain stops: the warnings are cancelled, the banner goes; suspended permits wait for a person.
    ok(await admin.post('/weather/replay', { scenario: 'normal' }));
    expect(ok<WeatherStoppage[]>(await demo.get('/weather/stoppages'))).toEqual([]);
    const recorded = await app.database.db
      .selectFrom('weather_warning')
      .select(['code', 'cancelled_at'])
      .where('code', 'in', ['WTS', 'WRAINB'])
      .execute();
    expect(recorded.map((row) => [row.code, row.cancelled_at !== null])).toEqual([
      ['WTS', true],
      ['WRAINB', true],
    ]);
    expect(await statusOf(ours.work)).toBe('suspended');

    // The same recording again (its warnings keep their issue times): in force again, and they act
    // again: a permit active since is suspended, the banner is back.
    const again = await activePermit(tenantId, 'permitToWork');
    ok(await admin.post('/weather/replay', { scenario: 'blackRain' }));
    expect(await statusOf(again)).toBe('suspended');
    expect(ok<WeatherStoppage[]>(await demo.get('/weather/stoppages')).map((s) => s.code)).toContain(
      'WRAINB',
    );
    ok(await admin.post('/weather/replay', { scenario: 'normal' }));
    expect(ok<WeatherStoppage[]>(await demo.get('/weather/stoppages'))).toEqual([]);
  });

  it('restores the default rules', async () => {
    ok(
      await other.admin.post('/weather/settings/edit', {
        districtKey: 'Hong Kong Observatory',
        rules: [
          { warning: 'WRAINB', works: ['lifting'] },
          { warning: 'WTS', works: [] },
        ],
      }),
    );
    const reset = ok<WeatherSettings>(await other.admin.post('/weather/settings/reset', {}));
    expect(reset.rules.find((rule) => rule.warning === 'WRAINB')?.works).toEqual(['outdoor']);
    expect(reset.rules.find((rule) => rule.warning === 'WTS')?.works).toEqual([
      'lifting',
      'electrical',
      'hotWork',
    ]);
  });
});
