import { z } from 'zod';
import { ALERT_FAMILIES, type AlertLevel, type AlertType } from '../devices/alerts.js';
import { defineEndpoint } from '../endpoint.js';
import type { Translated } from '../i18n.js';
import { permissions } from '../permissions.js';
import { siteDayOf } from '../siteTime.js';
import { sysId } from '../system/sysCommon.js';

/**
 * Duty rosters and escalation chains (issue #33): who is told of an alert, and when.
 * Pure: the server and the web page read the same rules; times are Hong Kong site time
 * (UTC+8, no daylight saving), so a shift is a weekday and a wall-clock range on site.
 */

/**
 * The five families of alerts people are on duty for. Wider than AlertFamily (the two device
 * alert lists): CCTV alerts, plant and zones, weather and heat have duty people of their own.
 */
export const DUTY_FAMILIES = ['health', 'gas', 'cctv', 'plant', 'weather'] as const;
export type DutyFamily = (typeof DUTY_FAMILIES)[number];

export const DUTY_FAMILY_NAMES: Record<DutyFamily, Translated> = {
  health: { 'zh-HK': '健康及 SOS', 'zh-CN': '健康及 SOS', en: 'Health and SOS' },
  gas: { 'zh-HK': '氣體', 'zh-CN': '气体', en: 'Gas' },
  cctv: { 'zh-HK': '閉路電視', 'zh-CN': '闭路电视', en: 'CCTV' },
  plant: { 'zh-HK': '機械及區域', 'zh-CN': '机械及区域', en: 'Plant and zones' },
  weather: { 'zh-HK': '天氣及酷熱', 'zh-CN': '天气及酷热', en: 'Weather and heat' },
};

/**
 * The duty family of a device alert type: gas readings go to the gas family (the gasAlert list);
 * of the watch list's types, a heat stop-work goes to weather and heat, a tampered lock to plant
 * and zones (a locked area), and the person's own alerts (SOS, falls, vital signs) to health.
 */
export function dutyFamilyOfAlert(type: AlertType): DutyFamily {
  if ((ALERT_FAMILIES.gasAlert as readonly AlertType[]).includes(type)) return 'gas';
  if (type === 'heatStress') return 'weather';
  if (type === 'lockTamper') return 'plant';
  return 'health';
}

// ---------------------------------------------------------------------------------------------------
// Rosters
// ---------------------------------------------------------------------------------------------------

/** ISO weekdays: 1 Monday ... 7 Sunday. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** A wall-clock time on site, HH:mm; an end may be 24:00 (the end of the day). */
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const END_TIME = /^(([01]\d|2[0-3]):[0-5]\d|24:00)$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** 2026-02-30 matches the pattern but is no day. */
function isCalendarDay(day: string): boolean {
  const time = Date.parse(`${day}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === day;
}

export const minutesOf = (time: string): number => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/**
 * One shift of the weekly pattern: `weekday` is the day it starts; an end at or before its start
 * crosses midnight (20:00-08:00 on Monday runs to Tuesday 08:00).
 */
export interface Shift {
  /** 1-7 (Weekday); a number, as the wire and the database carry it. */
  weekday: number;
  start: string;
  end: string;
  userId: string;
}

/**
 * A dated override, Hong Kong days `from`..`to` inclusive: `replace` puts its person on duty for the
 * whole of those days instead of the weekly pattern (any shift's part in those days, the tail of the
 * night before included); `add` puts them on duty beside whoever the pattern or a replacement names.
 */
export const OVERRIDE_MODES = ['replace', 'add'] as const;
export type OverrideMode = (typeof OVERRIDE_MODES)[number];
export interface Override {
  from: string;
  to: string;
  mode: OverrideMode;
  userId: string;
}

/** The roster of one site (or the tenant's default, site '') and family. */
export interface Roster {
  site: string;
  family: DutyFamily;
  shifts: readonly Shift[];
  overrides: readonly Override[];
}

const SITE_OFFSET_MS = 8 * 3600_000;

/** The weekday (1-7) and minute of the day on site at a moment. */
export function siteClockOf(at: Date): { day: string; weekday: Weekday; minute: number } {
  const local = new Date(at.getTime() + SITE_OFFSET_MS);
  const weekday = (((local.getUTCDay() + 6) % 7) + 1) as Weekday;
  return { day: siteDayOf(at), weekday, minute: local.getUTCHours() * 60 + local.getUTCMinutes() };
}

const previousWeekday = (day: Weekday): Weekday => (day === 1 ? 7 : ((day - 1) as Weekday));

/** Whether a shift of the pattern covers a moment (weekday and minute on site). */
export function shiftCovers(shift: Shift, weekday: Weekday, minute: number): boolean {
  const start = minutesOf(shift.start);
  const end = minutesOf(shift.end);
  if (start < end) return shift.weekday === weekday && minute >= start && minute < end;
  // Overnight: the evening part on its own day, the morning part on the next.
  return (
    (shift.weekday === weekday && minute >= start) ||
    (shift.weekday === previousWeekday(weekday) && minute < end)
  );
}

/** The users on duty at a moment, sorted and once each; none for an empty roster. */
export function onDutyAt(roster: Pick<Roster, 'shifts' | 'overrides'>, at: Date): string[] {
  const { day, weekday, minute } = siteClockOf(at);
  const today = roster.overrides.filter((o) => o.from <= day && day <= o.to);
  const replaced = today.some((o) => o.mode === 'replace');
  const fromPattern = replaced
    ? []
    : roster.shifts.filter((s) => shiftCovers(s, weekday, minute)).map((s) => s.userId);
  return [...new Set([...fromPattern, ...today.map((o) => o.userId)])].sort();
}

/** The roster that applies to a site and family: the site's own, else the tenant's default (site ''). */
export function rosterFor<R extends Pick<Roster, 'site' | 'family'>>(
  rosters: readonly R[],
  site: string,
  family: DutyFamily,
): R | undefined {
  return (
    rosters.find((r) => r.family === family && r.site === site) ??
    rosters.find((r) => r.family === family && r.site === '')
  );
}

// ---------------------------------------------------------------------------------------------------
// Escalation chains
// ---------------------------------------------------------------------------------------------------

/** Who a level past the first reaches: named users, the holders of a role, or both. */
export interface LevelTargets {
  userIds: readonly string[];
  roleId: string | null;
}

/**
 * Minutes after an alert is raised that each level is told, per severity. Critical has three levels,
 * warning two (issue #33: critical 0 / 2 / 5 min, warning 10 / 30 min).
 */
export interface EscalationDelays {
  critical: readonly [number, number, number];
  warning: readonly [number, number];
}
export const DEFAULT_ESCALATION_DELAYS: EscalationDelays = { critical: [0, 2, 5], warning: [10, 30] };

/** Level 1 is the roster's people on duty; levels 2 and 3 are named here. */
export interface EscalationChain {
  site: string;
  family: DutyFamily;
  level2: LevelTargets;
  level3: LevelTargets;
  delays: EscalationDelays;
}

const NOBODY: LevelTargets = { userIds: [], roleId: null };

/** The chain of a tenant with none saved: the default delays, nobody named past the people on duty. */
export const defaultChain = (site: string, family: DutyFamily): EscalationChain => ({
  site,
  family,
  level2: NOBODY,
  level3: NOBODY,
  delays: DEFAULT_ESCALATION_DELAYS,
});

/** The chain that applies: the site's own, else the tenant's (site ''), else the default. */
export function chainFor(
  chains: readonly EscalationChain[],
  site: string,
  family: DutyFamily,
): EscalationChain {
  return rosterFor(chains, site, family) ?? defaultChain(site, family);
}

export const ESCALATION_LEVELS = [1, 2, 3] as const;
export type EscalationLevel = (typeof ESCALATION_LEVELS)[number];

export type EscalationTarget =
  | { kind: 'onDuty'; userIds?: readonly string[] }
  | { kind: 'user'; userId: string }
  | { kind: 'role'; roleId: string };

export interface EscalationStep {
  level: EscalationLevel;
  dueAt: Date;
  targets: EscalationTarget[];
}

const targetsOf = (level: LevelTargets): EscalationTarget[] => [
  ...level.userIds.map((userId): EscalationTarget => ({ kind: 'user', userId })),
  ...(level.roleId ? [{ kind: 'role', roleId: level.roleId } as const] : []),
];

/**
 * When each level of the chain is due for an alert raised at `raisedAt`, and whom it reaches: one
 * step per delay of the severity (a warning never reaches level 3). Given the roster, level 1 names
 * the people on duty when the alert was raised. A level naming nobody is still a step (the delivery
 * engine records that nobody could be told), so the plan's length depends on the severity alone.
 */
export function escalationPlan(
  chain: EscalationChain,
  severity: AlertLevel,
  raisedAt: Date,
  roster?: Pick<Roster, 'shifts' | 'overrides'>,
): EscalationStep[] {
  const delays: readonly number[] = chain.delays[severity];
  return delays.map((minutes, index) => {
    const level = (index + 1) as EscalationLevel;
    const targets: EscalationTarget[] =
      level === 1
        ? [roster ? { kind: 'onDuty', userIds: onDutyAt(roster, raisedAt) } : { kind: 'onDuty' }]
        : targetsOf(level === 2 ? chain.level2 : chain.level3);
    return { level, dueAt: new Date(raisedAt.getTime() + minutes * 60_000), targets };
  });
}

// ---------------------------------------------------------------------------------------------------
// The API
// ---------------------------------------------------------------------------------------------------

/** The pickers' users: a site's supervisors and officers are far fewer. */
export const MAX_PICKABLE_USERS = 2000;
/** A week of shifts for a handful of people fits well within it; more is a mistake or an attack. */
export const MAX_SHIFTS = 200;
export const MAX_OVERRIDES = 100;
/** A level names a few people; the role reaches the rest. */
export const MAX_LEVEL_USERS = 20;
/** An override longer than a year is a roster of its own. */
export const MAX_OVERRIDE_DAYS = 366;
/** Up to 12 hours between one level and the next, as the thresholds' escalation minutes allow. */
export const MAX_ESCALATION_MINUTES = 720;

const siteField = z.string().trim().max(100);
const familyField = z.enum(DUTY_FAMILIES);

export const shiftSchema = z
  .object({
    weekday: z.number().int().min(1).max(7),
    start: z.string().regex(TIME, 'time'),
    end: z.string().regex(END_TIME, 'time'),
    userId: sysId,
  })
  .refine((s) => minutesOf(s.start) !== minutesOf(s.end), {
    message: 'endEqualsStart',
    path: ['end'],
  });

const dayField = z.string().regex(DAY, 'date').refine(isCalendarDay, 'date');

export const overrideSchema = z
  .object({ from: dayField, to: dayField, mode: z.enum(OVERRIDE_MODES), userId: sysId })
  .refine((o) => o.from <= o.to, { message: 'rangeOrder', path: ['to'] })
  .refine((o) => (Date.parse(o.to) - Date.parse(o.from)) / 86_400_000 < MAX_OVERRIDE_DAYS, {
    message: 'rangeTooLong',
    path: ['to'],
  });

export const dutyRosterRow = z.object({
  id: sysId,
  /** '' for the tenant's default roster, which a site without its own uses. */
  site: z.string(),
  family: familyField,
  shifts: z.array(
    z.object({ weekday: z.number().int(), start: z.string(), end: z.string(), userId: z.string() }),
  ),
  overrides: z.array(
    z.object({ from: z.string(), to: z.string(), mode: z.enum(OVERRIDE_MODES), userId: z.string() }),
  ),
  updatedAt: z.string(),
});
export type DutyRosterRow = z.infer<typeof dutyRosterRow>;

export const dutyRosterSaveBody = z.object({
  site: siteField,
  family: familyField,
  shifts: z.array(shiftSchema).max(MAX_SHIFTS),
  overrides: z.array(overrideSchema).max(MAX_OVERRIDES),
});
export type DutyRosterSaveBody = z.infer<typeof dutyRosterSaveBody>;

export const siteQuery = z.object({ site: siteField.optional() });

const levelTargetsSchema = z.object({
  userIds: z.array(sysId).max(MAX_LEVEL_USERS),
  roleId: sysId.nullable(),
});
const minutes = z.number().int().min(0).max(MAX_ESCALATION_MINUTES);
const nonDecreasing = (values: readonly number[]) =>
  values.every((v, i) => i === 0 || v >= (values[i - 1] ?? 0));

export const escalationChainSaveBody = z.object({
  site: siteField,
  family: familyField,
  level2: levelTargetsSchema,
  level3: levelTargetsSchema,
  delays: z.object({
    critical: z.tuple([minutes, minutes, minutes]).refine(nonDecreasing, 'delayOrder'),
    warning: z.tuple([minutes, minutes]).refine(nonDecreasing, 'delayOrder'),
  }),
});
export type EscalationChainSaveBody = z.infer<typeof escalationChainSaveBody>;

export const escalationChainRow = escalationChainSaveBody.extend({ id: sysId, updatedAt: z.string() });
export type EscalationChainRow = z.infer<typeof escalationChainRow>;

export const dutyFamilyKey = z.object({ site: siteField, family: familyField });

/** A person the on-duty answer names: whether any contact point reaches them (null: not known here). */
export const dutyPerson = z.object({
  userId: z.string(),
  name: z.string(),
  /** The kinds of contact point the person has ('email', 'sms', 'push'); empty: nobody can reach them. */
  contactKinds: z.array(z.string()).nullable(),
});
export type DutyPerson = z.infer<typeof dutyPerson>;

export const onDutyLevel = z.object({
  level: z.number().int(),
  /** Minutes after the alert, per severity; null where the severity has no such level. */
  criticalMinutes: z.number().int(),
  warningMinutes: z.number().int().nullable(),
  role: z.object({ id: z.string(), name: z.string() }).nullable(),
  people: z.array(dutyPerson),
});

export const onDutyFamily = z.object({
  family: familyField,
  /** Which roster applies: the site's own ('site'), the tenant's default ('tenant'), or none. */
  rosterFrom: z.enum(['site', 'tenant', 'none']),
  chainFrom: z.enum(['site', 'tenant', 'default']),
  levels: z.array(onDutyLevel),
});

export const onDutyAnswer = z.object({
  site: z.string(),
  /** The site time the answer is for (the server's site clock). */
  at: z.string(),
  families: z.array(onDutyFamily),
});
export type OnDutyAnswer = z.infer<typeof onDutyAnswer>;

export const dutyRosterListAnswer = z.object({
  /** The tenant's sites: those its devices are at, and those with a roster or chain. */
  sites: z.array(z.string()),
  rosters: z.array(dutyRosterRow),
  chains: z.array(escalationChainRow),
  /** Whom a roster or chain may name (the editor's pickers need no user administration rights). */
  users: z.array(z.object({ id: z.string(), name: z.string(), account: z.string() })),
  roles: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type DutyRosterListAnswer = z.infer<typeof dutyRosterListAnswer>;

const tags = ['alerting'];
export const dutyRosterApi = {
  list: defineEndpoint({
    method: 'GET',
    path: '/dutyRoster/list',
    summary:
      "A site's rosters and escalation chains, with the tenant's defaults (site ''), and the tenant's sites.",
    access: { permission: permissions.dutyRoster.page },
    query: siteQuery,
    response: dutyRosterListAnswer,
    tags,
  }),
  save: defineEndpoint({
    method: 'POST',
    path: '/dutyRoster/save',
    summary: "Replaces the weekly shifts and overrides of a site's (or the tenant's) roster for one family.",
    access: { permission: permissions.dutyRoster.edit },
    body: dutyRosterSaveBody,
    response: dutyRosterRow,
    tags,
  }),
  delete: defineEndpoint({
    method: 'POST',
    path: '/dutyRoster/delete',
    summary: "Removes a site's roster for one family (the tenant's default applies again).",
    access: { permission: permissions.dutyRoster.edit },
    body: dutyFamilyKey,
    response: z.null(),
    tags,
  }),
  saveChain: defineEndpoint({
    method: 'POST',
    path: '/dutyRoster/chain/save',
    summary:
      "Sets the escalation chain of a site (or the tenant's) for one family: levels 2 and 3 and the delays.",
    access: { permission: permissions.dutyRoster.edit },
    body: escalationChainSaveBody,
    response: escalationChainRow,
    tags,
  }),
  deleteChain: defineEndpoint({
    method: 'POST',
    path: '/dutyRoster/chain/delete',
    summary: "Removes a site's escalation chain for one family (the tenant's, else the default, applies).",
    access: { permission: permissions.dutyRoster.edit },
    body: dutyFamilyKey,
    response: z.null(),
    tags,
  }),
  onDuty: defineEndpoint({
    method: 'GET',
    path: '/dutyRoster/onDuty',
    summary:
      'Who is on duty now at a site, per family and escalation level, flagging people no contact point reaches.',
    access: { permission: permissions.dutyRoster.page },
    query: siteQuery,
    response: onDutyAnswer,
    tags,
  }),
};
