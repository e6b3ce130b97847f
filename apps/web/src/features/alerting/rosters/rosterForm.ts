import type {
  DutyFamily,
  DutyPerson,
  DutyRosterListAnswer,
  DutyRosterRow,
  DutyRosterSaveBody,
  OverrideMode,
} from '@siteguard/contracts';
import dayjs, { type Dayjs } from 'dayjs';

/** Half hours: shift changes on site fall on them; 24:00 ends a shift at midnight. */
export const TIMES = Array.from(
  { length: 48 },
  (_, i) => `${String(Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`,
);
export const END_TIMES = [...TIMES.slice(1), '24:00'];

export interface ShiftValues {
  weekday: number;
  start: string;
  end: string;
  userId: string;
}
export interface OverrideValues {
  range: [Dayjs, Dayjs];
  mode: OverrideMode;
  userId: string;
}
export interface RosterValues {
  shifts: ShiftValues[];
  overrides: OverrideValues[];
}

/**
 * The roster the editor shows for a site and family: the site's own, else the default for all sites
 * (which saving turns into the site's own), else none.
 */
export function shownRoster(
  list: Pick<DutyRosterListAnswer, 'rosters'>,
  site: string,
  family: DutyFamily,
): { roster: DutyRosterRow | undefined; own: boolean } {
  const own = list.rosters.find((r) => r.site === site && r.family === family);
  if (own) return { roster: own, own: true };
  return { roster: list.rosters.find((r) => r.site === '' && r.family === family), own: false };
}

export const formOf = (roster: DutyRosterRow | undefined): RosterValues => ({
  shifts: roster?.shifts.map((s) => ({ ...s })) ?? [],
  overrides:
    roster?.overrides.map((o) => ({
      range: [dayjs(o.from), dayjs(o.to)] as [Dayjs, Dayjs],
      mode: o.mode,
      userId: o.userId,
    })) ?? [],
});

/** The save call's body: the picked dates as the Hong Kong days they show (the picker's calendar days). */
export const bodyOf = (
  site: string,
  family: DutyFamily,
  values: Partial<RosterValues>,
): DutyRosterSaveBody => ({
  site,
  family,
  shifts: (values.shifts ?? []).map(({ weekday, start, end, userId }) => ({ weekday, start, end, userId })),
  overrides: (values.overrides ?? []).map((o) => ({
    from: o.range[0].format('YYYY-MM-DD'),
    to: o.range[1].format('YYYY-MM-DD'),
    mode: o.mode,
    userId: o.userId,
  })),
});

/** Nobody could reach this person: the page flags them (unknown contact points are not flagged). */
export const unreachable = (person: DutyPerson): boolean =>
  person.contactKinds !== null && person.contactKinds.length === 0;
