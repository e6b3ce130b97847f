import {
  ALWAYS_CRITICAL,
  type AlertLevel,
  type AlertThresholds,
  type AlertType,
  type DeviceKind,
  type EventPayload,
  type TelemetryPayload,
} from '@siteguard/contracts';

/** An alert a reading or an event calls for; the alert service raises it or counts a repeat. */
export interface AlertCandidate {
  type: AlertType;
  level: AlertLevel;
  /** The readings behind it, shown with the alert. */
  vitals: Record<string, number>;
}

/** What the rules remember of one device between readings (sustained heart rate, time unworn). */
export interface DeviceRuleState {
  heartRateRun: number;
  /** Device time (ms) of the first reading of the current unworn stretch. */
  unwornSince: number | null;
}
export const freshRuleState = (): DeviceRuleState => ({ heartRateRun: 0, unwornSince: null });

/** The middle of a wearer's age band, for the heart-rate ceiling (maxBase - age); 40 when unknown. */
export function ageOfBand(band: string | null | undefined): number {
  const ages: Record<string, number> = {
    '<25': 22,
    '25-34': 30,
    '35-44': 40,
    '45-54': 50,
    '55-64': 60,
    '65+': 67,
  };
  return (band && ages[band]) || 40;
}

const candidate = (type: AlertType, level: AlertLevel, vitals: Record<string, number>): AlertCandidate => ({
  type,
  level: ALWAYS_CRITICAL.includes(type) ? 'critical' : level,
  vitals,
});

/**
 * The alerts one telemetry reading calls for, given the site's thresholds, the wearer's age and
 * the device's state; returns the next state. Pure: the same inputs give the same answer.
 */
export function evaluateTelemetry(
  kind: DeviceKind,
  reading: TelemetryPayload,
  deviceTimeMs: number,
  thresholds: AlertThresholds,
  age: number,
  state: DeviceRuleState,
): { alerts: AlertCandidate[]; state: DeviceRuleState } {
  const alerts: AlertCandidate[] = [];
  const next: DeviceRuleState = { ...state };
  const { spo2, temp, sbp, dbp, hr, battery, stress } = reading;

  if (battery !== undefined && battery < thresholds.battery.below) {
    alerts.push(candidate('lowBattery', 'warning', { battery }));
  }
  if (kind === 'gasSensor') {
    alerts.push(...gasAlerts(reading, thresholds));
    return { alerts, state: next };
  }
  if (kind !== 'watch') return { alerts, state: next };

  // A watch off the wrist reads nothing trustworthy: only the unworn time counts.
  if (reading.worn === false) {
    next.unwornSince = state.unwornSince ?? deviceTimeMs;
    next.heartRateRun = 0;
    const minutes = (deviceTimeMs - next.unwornSince) / 60_000;
    if (minutes > thresholds.notWornMinutes) {
      alerts.push(candidate('notWorn', 'warning', { minutes: Math.round(minutes) }));
    }
    return { alerts, state: next };
  }
  if (reading.worn === true) next.unwornSince = null;

  if (spo2 !== undefined && spo2 < thresholds.spo2.warningBelow) {
    alerts.push(
      candidate('bloodOxygen', spo2 < thresholds.spo2.criticalBelow ? 'critical' : 'warning', { spo2 }),
    );
  }
  if (temp !== undefined && temp >= thresholds.temperature.warningAtOrAbove) {
    const level = temp >= thresholds.temperature.criticalAtOrAbove ? 'critical' : 'warning';
    alerts.push(candidate('temperature', level, { temp }));
  }
  if (sbp !== undefined && dbp !== undefined) {
    const bp = thresholds.bloodPressure;
    if (sbp >= bp.criticalSystolic || dbp >= bp.criticalDiastolic) {
      alerts.push(candidate('bloodPressure', 'critical', { sbp, dbp }));
    } else if (sbp >= bp.warningSystolic || dbp >= bp.warningDiastolic) {
      alerts.push(candidate('bloodPressure', 'warning', { sbp, dbp }));
    }
  }
  if (hr !== undefined) {
    const ceiling = thresholds.heartRate.maxBase - age;
    const abnormal = hr > ceiling || hr < thresholds.heartRate.below;
    next.heartRateRun = abnormal ? state.heartRateRun + 1 : 0;
    if (next.heartRateRun >= thresholds.heartRate.sustainedReadings) {
      const far = hr > ceiling + 20 || hr < thresholds.heartRate.below - 10;
      alerts.push(candidate('heartRate', far ? 'critical' : 'warning', { hr }));
    }
  }
  if (stress !== undefined && stress >= thresholds.stress.warningAtOrAbove) {
    alerts.push(candidate('mentalStress', 'warning', { stress }));
  }
  return { alerts, state: next };
}

/** Gas readings outside the safe band: each is critical (people may be in a confined space). */
function gasAlerts(reading: TelemetryPayload, thresholds: AlertThresholds): AlertCandidate[] {
  const gas = thresholds.gas;
  const alerts: AlertCandidate[] = [];
  if (reading.o2 !== undefined && (reading.o2 < gas.o2Below || reading.o2 > gas.o2Above)) {
    alerts.push(candidate('gasO2', 'critical', { o2: reading.o2 }));
  }
  if (reading.lel !== undefined && reading.lel >= gas.lelAtOrAbove) {
    alerts.push(candidate('gasLel', 'critical', { lel: reading.lel }));
  }
  if (reading.h2s !== undefined && reading.h2s >= gas.h2sAtOrAbove) {
    alerts.push(candidate('gasH2s', 'critical', { h2s: reading.h2s }));
  }
  if (reading.co !== undefined && reading.co >= gas.coAtOrAbove) {
    alerts.push(candidate('gasCo', 'critical', { co: reading.co }));
  }
  return alerts;
}

/**
 * A device event (SOS button, fall sensor, tamper switch, impact) is an alert by itself: always
 * critical. A request (a lock asking to open) is none: the lock gate answers it.
 */
export function evaluateEvent(event: EventPayload): AlertCandidate[] {
  if (event.type === 'unlockRequest') return [];
  const vitals: Record<string, number> = {};
  if (event.battery !== undefined) vitals.battery = event.battery;
  return [candidate(event.type, 'critical', vitals)];
}

export const GAS_ALERT_SET: ReadonlySet<AlertType> = new Set(['gasO2', 'gasLel', 'gasH2s', 'gasCo']);
