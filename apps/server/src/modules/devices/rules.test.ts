import { DEFAULT_ALERT_THRESHOLDS as T, type TelemetryPayload } from '@siteguard/contracts';
import { describe, expect, it } from 'vitest';
import { ageOfBand, evaluateEvent, evaluateTelemetry, freshRuleState } from './rules.js';

const reading = (fields: Partial<TelemetryPayload>): TelemetryPayload => ({
  mid: 'm',
  ts: 0,
  worn: true,
  ...fields,
});
const watch = (fields: Partial<TelemetryPayload>, state = freshRuleState(), at = 0, age = 40) =>
  evaluateTelemetry('watch', reading(fields), at, T, age, state);
const types = (result: ReturnType<typeof watch>) =>
  result.alerts.map((alert) => `${alert.type}:${alert.level}`);

describe('watch rules with the default thresholds', () => {
  it('normal readings raise nothing', () => {
    expect(
      types(watch({ hr: 80, spo2: 98, temp: 36.6, sbp: 120, dbp: 80, battery: 80, stress: 30 })),
    ).toEqual([]);
  });

  it('blood oxygen: below 94 warns, below 90 is critical, 94 is fine', () => {
    expect(types(watch({ spo2: 94 }))).toEqual([]);
    expect(types(watch({ spo2: 93 }))).toEqual(['bloodOxygen:warning']);
    expect(types(watch({ spo2: 89 }))).toEqual(['bloodOxygen:critical']);
  });

  it('temperature: 37.5 warns, 38.0 is critical', () => {
    expect(types(watch({ temp: 37.4 }))).toEqual([]);
    expect(types(watch({ temp: 37.5 }))).toEqual(['temperature:warning']);
    expect(types(watch({ temp: 38 }))).toEqual(['temperature:critical']);
  });

  it('blood pressure: 140/90 warns, 180/120 is critical (either number)', () => {
    expect(types(watch({ sbp: 139, dbp: 89 }))).toEqual([]);
    expect(types(watch({ sbp: 120, dbp: 90 }))).toEqual(['bloodPressure:warning']);
    expect(types(watch({ sbp: 180, dbp: 100 }))).toEqual(['bloodPressure:critical']);
  });

  it('heart rate must be sustained: three readings above 180 - age', () => {
    let state = freshRuleState();
    const results: string[][] = [];
    for (const hr of [150, 150, 150]) {
      const result = watch({ hr }, state, 0, 40);
      state = result.state;
      results.push(types(result));
    }
    expect(results).toEqual([[], [], ['heartRate:warning']]);
    // One normal reading breaks the run.
    expect(watch({ hr: 80 }, state).state.heartRateRun).toBe(0);
    // The ceiling follows the age: 150 is fine at 25 (ceiling 155).
    expect(watch({ hr: 150 }, { heartRateRun: 5, unwornSince: null }, 0, 25).alerts).toEqual([]);
  });

  it('heart rate below 45, sustained, warns', () => {
    expect(types(watch({ hr: 44 }, { heartRateRun: 2, unwornSince: null }))).toEqual(['heartRate:warning']);
  });

  it('battery below 20 warns; stress at 80 warns', () => {
    expect(types(watch({ battery: 19 }))).toEqual(['lowBattery:warning']);
    expect(types(watch({ battery: 20 }))).toEqual([]);
    expect(types(watch({ stress: 80 }))).toEqual(['mentalStress:warning']);
  });

  it('not worn: only after more than 5 minutes off the wrist, and worn again resets it', () => {
    const first = watch({ worn: false }, freshRuleState(), 0);
    expect(first.alerts).toEqual([]);
    expect(types(watch({ worn: false }, first.state, 5 * 60_000))).toEqual([]);
    expect(types(watch({ worn: false }, first.state, 5 * 60_000 + 1000))).toEqual(['notWorn:warning']);
    expect(watch({ worn: true, hr: 80 }, first.state, 6 * 60_000).state.unwornSince).toBeNull();
  });

  it('ageOfBand takes the middle of the band, 40 when unknown', () => {
    expect(ageOfBand('25-34')).toBe(30);
    expect(ageOfBand(null)).toBe(40);
  });
});

describe('gas and event rules', () => {
  const gas = (fields: Partial<TelemetryPayload>) =>
    evaluateTelemetry('gasSensor', reading(fields), 0, T, 40, freshRuleState()).alerts.map((a) => a.type);

  it('gas outside the safe band is critical', () => {
    expect(gas({ o2: 20.9, lel: 0, h2s: 0, co: 0 })).toEqual([]);
    expect(gas({ o2: 19.4 })).toEqual(['gasO2']);
    expect(gas({ o2: 23.6 })).toEqual(['gasO2']);
    expect(gas({ lel: 10, h2s: 10, co: 25 })).toEqual(['gasLel', 'gasH2s', 'gasCo']);
  });

  it('fall, water fall and SOS are always critical; a lock asking to open is no alert', () => {
    for (const type of ['fall', 'waterFall', 'sos'] as const) {
      expect(evaluateEvent({ mid: 'm', ts: 0, type })).toEqual([
        expect.objectContaining({ type, level: 'critical' }),
      ]);
    }
    expect(evaluateEvent({ mid: 'm', ts: 0, type: 'unlockRequest', card: 'C-1' })).toEqual([]);
  });

  it('a lowered threshold applies', () => {
    const strict = { ...T, spo2: { warningBelow: 97, criticalBelow: 92 } };
    const result = evaluateTelemetry('watch', reading({ spo2: 96 }), 0, strict, 40, freshRuleState());
    expect(result.alerts.map((a) => a.level)).toEqual(['warning']);
  });
});
