import { z } from 'zod';

/**
 * The Observatory's answers (HKO Open Data API, weather.php), as far as we read them. Each answer is
 * checked before it replaces the last good one: a field HKO adds is ignored, one we read that is
 * missing or of the wrong type refuses the whole answer. HKO sends an empty string (or leaves a key
 * out) where a section has nothing, and `{}` for warnsum, warningInfo and swt when there is nothing
 * in force.
 */
export const HKO_DATA_TYPES = ['rhrread', 'flw', 'fnd', 'warnsum', 'warningInfo', 'swt'] as const;
export type HkoDataType = (typeof HKO_DATA_TYPES)[number];
export type HkoLang = 'en' | 'tc' | 'sc';
export const HKO_LANGS: readonly HkoLang[] = ['en', 'tc', 'sc'];

const reading = z.object({ place: z.string(), value: z.number() });

export const rhrreadSchema = z.object({
  rainfall: z
    .object({
      data: z.array(z.object({ place: z.string(), max: z.number().optional() })),
    })
    .optional()
    // An empty string when HKO has no rainfall table.
    .catch(undefined),
  icon: z.array(z.number().int()).default([]),
  updateTime: z.string(),
  humidity: z.object({ data: z.array(reading) }),
  temperature: z.object({ data: z.array(reading).min(1), recordTime: z.string() }),
});
export type Rhrread = z.infer<typeof rhrreadSchema>;

export const flwSchema = z.object({
  generalSituation: z.string(),
  forecastPeriod: z.string(),
  forecastDesc: z.string(),
  outlook: z.string(),
  updateTime: z.string(),
});
export type Flw = z.infer<typeof flwSchema>;

const valued = z.object({ value: z.number() });
export const fndSchema = z.object({
  weatherForecast: z.array(
    z.object({
      forecastDate: z.string().regex(/^\d{8}$/),
      week: z.string(),
      forecastWind: z.string(),
      forecastWeather: z.string(),
      forecastMaxtemp: valued,
      forecastMintemp: valued,
      forecastMaxrh: valued,
      forecastMinrh: valued,
      ForecastIcon: z.number().int(),
      PSR: z.string().default(''),
    }),
  ),
  updateTime: z.string(),
});
export type Fnd = z.infer<typeof fndSchema>;

export const HKO_ACTIONS = ['ISSUE', 'REISSUE', 'EXTEND', 'UPDATE', 'CANCEL'] as const;
/** One warning of warnsum, keyed there by its group (WTCSGNL, WRAIN, WTS, WHOT, ...). */
const warnsumEntry = z.object({
  name: z.string(),
  code: z.string().min(1),
  type: z.string().optional(),
  actionCode: z.enum(HKO_ACTIONS),
  issueTime: z.string(),
  updateTime: z.string(),
});
export const warnsumSchema = z.record(z.string(), warnsumEntry);
export type Warnsum = z.infer<typeof warnsumSchema>;

export const warningInfoSchema = z.object({
  details: z
    .array(
      z.object({
        contents: z.array(z.string()).default([]),
        warningStatementCode: z.string(),
        subtype: z.string().optional(),
      }),
    )
    .default([]),
});
export type WarningInfo = z.infer<typeof warningInfoSchema>;

export const swtSchema = z.object({
  swt: z.array(z.object({ desc: z.string(), updateTime: z.string() })).default([]),
});
export type Swt = z.infer<typeof swtSchema>;

/** The Hong Kong Heat Index at the Observatory (not in weather.php; see decision 0014). */
export const hkhiSchema = z.object({ value: z.number(), recordTime: z.string() });
export type Hkhi = z.infer<typeof hkhiSchema>;

export const HKO_SCHEMAS = {
  rhrread: rhrreadSchema,
  flw: flwSchema,
  fnd: fndSchema,
  warnsum: warnsumSchema,
  warningInfo: warningInfoSchema,
  swt: swtSchema,
} as const;

/** Everything read for one language. */
export interface HkoBundle {
  rhrread: Rhrread;
  flw: Flw;
  fnd: Fnd;
  warnsum: Warnsum;
  warningInfo: WarningInfo;
  swt: Swt;
}
