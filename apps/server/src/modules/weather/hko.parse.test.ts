import { LANGS, WEATHER_SCENARIOS } from '@siteguard/contracts';
import { describe, expect, it } from 'vitest';
import { snapshotOf, warningsInForce } from './hko.parse.js';
import {
  HKO_DATA_TYPES,
  HKO_LANGS,
  HKO_SCHEMAS,
  type HkoBundle,
  type HkoLang,
  hkhiSchema,
} from './hko.schemas.js';
import { fixtureSource } from './source.js';

async function bundleOf(scenario: (typeof WEATHER_SCENARIOS)[number], lang: HkoLang): Promise<HkoBundle> {
  const source = fixtureSource(scenario);
  const entries = await Promise.all(
    HKO_DATA_TYPES.map(
      async (type) => [type, HKO_SCHEMAS[type].parse(await source.read(type, lang))] as const,
    ),
  );
  return Object.fromEntries(entries) as unknown as HkoBundle;
}

describe('the HKO recordings', () => {
  it.each(WEATHER_SCENARIOS)(
    '%s: every data type in every language matches the schemas',
    async (scenario) => {
      const source = fixtureSource(scenario);
      for (const lang of HKO_LANGS) {
        for (const type of HKO_DATA_TYPES) {
          const parsed = HKO_SCHEMAS[type].safeParse(await source.read(type, lang));
          expect(parsed.success, `${scenario}/${type}.${lang}`).toBe(true);
        }
      }
      expect(hkhiSchema.safeParse(await source.readHeatIndex()).success).toBe(true);
    },
  );

  it('reads the warnings in force by their HKO codes, leaving out a cancelled one', async () => {
    const codes = async (scenario: (typeof WEATHER_SCENARIOS)[number]) =>
      warningsInForce((await bundleOf(scenario, 'en')).warnsum).map(
        (w) => `${w.group}:${w.code}:${w.action}`,
      );
    expect(await codes('normal')).toEqual([]);
    expect(await codes('typhoon8')).toEqual(['WTS:WTS:EXTEND', 'WTCSGNL:TC8SE:ISSUE']);
    expect(await codes('blackRain')).toEqual(['WTS:WTS:EXTEND', 'WRAIN:WRAINB:ISSUE']);
    expect(await codes('veryHot')).toEqual(['WHOT:WHOT:ISSUE']);
  });

  it('makes a snapshot in each language with the station, warnings, 9 days and tips', async () => {
    const english = await bundleOf('blackRain', 'en');
    const fetchedAt = new Date('2023-09-07T15:33:00Z');
    const hkhi = { value: 26.4, recordTime: '2023-09-07T23:30:00+08:00' };
    const names: Record<string, string> = {};
    for (const lang of LANGS) {
      const hkoLang = ({ 'zh-HK': 'tc', 'zh-CN': 'sc', en: 'en' } as const)[lang];
      const snapshot = snapshotOf({
        lang,
        bundle: await bundleOf('blackRain', hkoLang),
        english,
        hkhi,
        districtKey: 'Sha Tin',
        fetchedAt,
        stale: false,
      });
      expect(snapshot.districtKey).toBe('Sha Tin');
      expect(snapshot.humidity).toBe(97);
      expect(snapshot.forecast).toHaveLength(9);
      expect(snapshot.forecast[0]?.date).toBe('2023-09-08');
      expect(snapshot.tips).toHaveLength(1);
      expect(snapshot.heatIndex).toEqual({ value: 26.4, level: 'none' });
      expect(snapshot.warnings.map((w) => w.code)).toEqual(['WTS', 'WRAINB']);
      expect(snapshot.warnings[1]?.contents.length).toBeGreaterThan(1);
      expect(snapshot.rainfall).toBe(104);
      names[lang] = `${snapshot.district}|${snapshot.warnings[1]?.name}`;
    }
    expect(names).toEqual({
      'zh-HK': '沙田|黑色暴雨警告信號',
      'zh-CN': '沙田|黑色暴雨警告信号',
      en: 'Sha Tin|Black Rainstorm Warning Signal',
    });
  });

  it('falls back to the Observatory for a station HKO does not report, and grades the heat index', async () => {
    const bundle = await bundleOf('veryHot', 'tc');
    const snapshot = snapshotOf({
      lang: 'zh-HK',
      bundle,
      english: await bundleOf('veryHot', 'en'),
      hkhi: { value: 34.6, recordTime: '2025-07-24T14:00:00+08:00' },
      districtKey: 'Atlantis',
      fetchedAt: new Date(),
      stale: true,
    });
    expect(snapshot).toMatchObject({ district: '香港天文台', temperature: 34.8, stale: true });
    expect(snapshot.heatIndex).toEqual({ value: 34.6, level: 'black' });
    expect(snapshot.warnings[0]).toMatchObject({
      code: 'WHOT',
      name: '酷熱天氣警告',
      hkoName: '酷熱天氣警告',
    });
  });

  it('refuses a malformed answer', () => {
    expect(HKO_SCHEMAS.rhrread.safeParse({ updateTime: 'x' }).success).toBe(false);
    expect(HKO_SCHEMAS.warnsum.safeParse({ WRAIN: { code: 'WRAINB', actionCode: 'PANIC' } }).success).toBe(
      false,
    );
  });
});
