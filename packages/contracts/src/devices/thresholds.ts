import { z } from 'zod';

const band = (min: number, max: number) => z.number().min(min).max(max);

/**
 * Alert thresholds of one site (or the tenant's default, site ''). Warning and critical bounds per
 * reading; the defaults follow common occupational practice (issue #17).
 */
export const alertThresholds = z
  .object({
    spo2: z.object({ warningBelow: band(50, 100), criticalBelow: band(50, 100) }),
    temperature: z.object({ warningAtOrAbove: band(34, 43), criticalAtOrAbove: band(34, 43) }),
    bloodPressure: z.object({
      warningSystolic: band(80, 260),
      warningDiastolic: band(40, 160),
      criticalSystolic: band(80, 260),
      criticalDiastolic: band(40, 160),
    }),
    heartRate: z.object({
      /** Sustained above `maxBase - age` (180 - age by default) or below `below`. */
      maxBase: band(120, 240),
      below: band(20, 80),
      /** Readings in a row before the rate counts as sustained. */
      sustainedReadings: z.number().int().min(1).max(60),
    }),
    battery: z.object({ below: band(1, 99) }),
    stress: z.object({ warningAtOrAbove: band(1, 100) }),
    notWornMinutes: z.number().int().min(1).max(240),
    gas: z.object({
      o2Below: band(10, 23),
      o2Above: band(19, 30),
      lelAtOrAbove: band(1, 100),
      h2sAtOrAbove: band(1, 100),
      coAtOrAbove: band(1, 500),
    }),
    escalation: z.object({ criticalMinutes: band(1, 120), warningMinutes: band(1, 720) }),
  })
  .refine((t) => t.spo2.criticalBelow <= t.spo2.warningBelow, { path: ['spo2', 'criticalBelow'] })
  .refine((t) => t.temperature.criticalAtOrAbove >= t.temperature.warningAtOrAbove, {
    path: ['temperature', 'criticalAtOrAbove'],
  });
export type AlertThresholds = z.infer<typeof alertThresholds>;

export const DEFAULT_ALERT_THRESHOLDS: AlertThresholds = {
  spo2: { warningBelow: 94, criticalBelow: 90 },
  temperature: { warningAtOrAbove: 37.5, criticalAtOrAbove: 38 },
  bloodPressure: {
    warningSystolic: 140,
    warningDiastolic: 90,
    criticalSystolic: 180,
    criticalDiastolic: 120,
  },
  heartRate: { maxBase: 180, below: 45, sustainedReadings: 3 },
  battery: { below: 20 },
  stress: { warningAtOrAbove: 80 },
  notWornMinutes: 5,
  // Hong Kong confined-space practice: O2 19.5-23.5 %, LEL < 10 %, H2S < 10 ppm, CO < 25 ppm.
  gas: { o2Below: 19.5, o2Above: 23.5, lelAtOrAbove: 10, h2sAtOrAbove: 10, coAtOrAbove: 25 },
  escalation: { criticalMinutes: 2, warningMinutes: 10 },
};
