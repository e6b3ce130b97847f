import type { z } from 'zod';
import { cctvAlertEvent } from '../cameras/cctvAlerts.js';
import { hkLogRow } from '../cameras/hkLog.js';
import { permitMovedEvent } from '../dashboard/permitInbox.js';
import { deviceAlertEvent } from '../devices/alertApi.js';
import type { AlertFamily } from '../devices/alerts.js';
import { heatStressEvent } from '../heatStress/heatStressApi.js';
import { type PermissionCode, permissions } from '../permissions.js';
import { weatherWarningEvent } from '../weather/weather.js';
import { wfTaskEvent } from '../workflow/runtime.js';
import { noticeEvent } from './sysNotice.js';

/**
 * Server-sent events on GET /api/events (authenticated, `text/event-stream`). Each event's `event:`
 * line is the key below and its `data:` line the JSON of the schema. Only the caller's tenant's events
 * arrive, and of those only the ones `serverEventAudience` lets the caller receive.
 */
export const serverEvents = {
  /** A camera's analytics alert arrived: CCTV lists and statistics refetch. */
  cctvAlert: cctvAlertEvent,
  /** Device alerts raised, repeated or escalated: alert lists and the bell refetch; new critical ones ring. */
  deviceAlert: deviceAlertEvent,
  /** A camera log was added: the camera log page refetches. */
  hkLog: hkLogRow,
  /** The heat level, its override or the workers on site changed: heat stress boards refetch. */
  heatStress: heatStressEvent,
  /** A notice was published or withdrawn: bells of the listed users (all when null) refetch. */
  notice: noticeEvent,
  /** A permit changed status: the home page's and the bell's "waiting for you" refetch. */
  permitMoved: permitMovedEvent,
  /** A workflow task arrived, left or escalated: the listed users' to-do lists and bells refetch. */
  wfTask: wfTaskEvent,
  /** A weather warning was issued or cancelled: the stop-work banner and the weather page refetch. */
  weatherWarning: weatherWarningEvent,
} as const;
export type ServerEventName = keyof typeof serverEvents;
export type ServerEvent<N extends ServerEventName = ServerEventName> = z.infer<(typeof serverEvents)[N]>;
export const EVENTS_PATH = '/events';

/** Who is listening: the stream's signed-in user and the permission rule of the server's guard. */
export interface EventViewer {
  userId: string;
  can(code: PermissionCode): boolean;
}

/**
 * Who may receive one event type. `select` answers the event as this viewer may see it (the same
 * data, or the data with what is not theirs left out), or null: not for them. `kind` names the rule
 * for documentation and tests.
 */
export interface EventAudience<N extends ServerEventName> {
  kind: 'permission' | 'users' | 'everyone';
  select(data: ServerEvent<N>, viewer: EventViewer): ServerEvent<N> | null;
}

/** Holders of `code` (a tenant's super admin holds every code of the tenant). */
function holdersOf<N extends ServerEventName>(
  code: (data: ServerEvent<N>) => PermissionCode,
): EventAudience<N> {
  return { kind: 'permission', select: (data, viewer) => (viewer.can(code(data)) ? data : null) };
}

/** Every signed-in user of the tenant: for what the console shows everyone (the stop-work banner). */
function everyone<N extends ServerEventName>(): EventAudience<N> {
  return { kind: 'everyone', select: (data) => data };
}

/** The page permission of each alert list: the one that shows its alerts' wearers and readings. */
export const ALERT_FAMILY_PAGE: Record<AlertFamily, PermissionCode> = {
  swAlert: permissions.swAlert.page,
  gasAlert: permissions.gasAlert.page,
};

/**
 * Who receives each server event, declared once per event. The events route applies it to every
 * connection, with the permissions of the connection's live session; an event name without an
 * entry does not compile here (the map is exhaustive over `serverEvents`) and is never sent.
 * A rule matches the permission of the read the listener does on the event, so a receiver learns
 * nothing the API would not tell them.
 */
export const serverEventAudience: { readonly [N in ServerEventName]: EventAudience<N> } = {
  // The CCTV alert list (cctvAlert:page) names the camera and the alert.
  cctvAlert: holdersOf(() => permissions.cctvAlert.page),
  // The alert family's list shows wearers, readings and sites: only its page permission hears of them.
  deviceAlert: holdersOf((data) => ALERT_FAMILY_PAGE[data.family]),
  // The camera log row itself: the camera log page's permission.
  hkLog: holdersOf(() => permissions.hkLog.page),
  // The heat stress board.
  heatStress: holdersOf(() => permissions.heatStress.view),
  // The notice's addressees (everyone when it names nobody); a receiver sees only itself listed.
  notice: {
    kind: 'users',
    select: (data, viewer) => {
      if (data.userIds === null) return data;
      return data.userIds.includes(viewer.userId) ? { ...data, userIds: [viewer.userId] } : null;
    },
  },
  // A permit of a type: the type's list (`<type>:page`) shows its status.
  permitMoved: holdersOf((data) => permissions[data.type].page),
  // The task's assignee, or its candidates while nobody has claimed it (workflow's mayTakeTask);
  // a receiver sees only itself listed.
  wfTask: {
    kind: 'users',
    select: (data, viewer) =>
      data.userIds.includes(viewer.userId) ? { ...data, userIds: [viewer.userId] } : null,
  },
  // The stop-work banner on every console page (/weather/stoppages is open to every signed-in user).
  weatherWarning: everyone(),
};

/** The event as `viewer` may receive it, or null; unknown names are never sent. */
export function eventFor<N extends ServerEventName>(
  name: N,
  data: ServerEvent<N>,
  viewer: EventViewer,
): ServerEvent<N> | null {
  if (!Object.hasOwn(serverEventAudience, name)) return null;
  const audience = serverEventAudience[name] as EventAudience<N>;
  return audience.select(data, viewer);
}
