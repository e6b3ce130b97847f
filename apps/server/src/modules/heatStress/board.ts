import {
  type HeatLevel,
  type HeatStressRow,
  restMinutes,
  WORKLOADS,
  type Workload,
  workloadOf,
} from '@siteguard/contracts';

/** A wearer on site today, as the board and the stop-work alerts need them. */
export interface OnSiteWearer {
  id: string;
  name: string;
  sosPhone: string;
  trade: string | null;
  workloadLevel: number | null;
  site: string;
  /** The watch the wearer wears; a stop-work alert needs one. */
  device: { id: string; name: string; site: string; area: string | null } | null;
}

/** Whether the table says stop for this wearer's workload at this level. */
export const mustStop = (level: HeatLevel, wearer: Pick<OnSiteWearer, 'workloadLevel'>): boolean => {
  const workload = workloadOf(wearer.workloadLevel);
  return workload !== null && restMinutes(level, workload) === 'stop';
};

const workloadOrder = (workload: Workload | null) =>
  workload === null ? WORKLOADS.length : WORKLOADS.indexOf(workload);

/**
 * One row per trade and workload of the wearers on site: how many, their rest minutes per hour at
 * this level ('stop', or null when the workload is not set) and how many must stop. Trades by name
 * (no trade last), workloads light to very heavy (not set last).
 */
export function boardRows(level: HeatLevel, wearers: readonly OnSiteWearer[]): HeatStressRow[] {
  const rows = new Map<string, HeatStressRow>();
  for (const wearer of wearers) {
    const workload = workloadOf(wearer.workloadLevel);
    const trade = wearer.trade?.trim() || null;
    const key = `${trade ?? ''}\u0000${workload ?? ''}`;
    const row = rows.get(key) ?? {
      trade,
      workload,
      onSite: 0,
      rest: workload === null ? null : restMinutes(level, workload),
      mustStop: 0,
    };
    row.onSite += 1;
    if (mustStop(level, wearer)) row.mustStop += 1;
    rows.set(key, row);
  }
  return [...rows.values()].sort(
    (a, b) =>
      Number(a.trade === null) - Number(b.trade === null) ||
      (a.trade ?? '').localeCompare(b.trade ?? '') ||
      workloadOrder(a.workload) - workloadOrder(b.workload),
  );
}
