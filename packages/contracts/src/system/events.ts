import { z } from 'zod';
import { cctvAlertEvent } from '../cameras/cctvAlerts.js';
import { hkLogRow } from '../cameras/hkLog.js';
import { permitMovedEvent } from '../dashboard/permitInbox.js';
import { deviceAlertEvent } from '../devices/alertApi.js';
import { heatStressEvent } from '../heatStress/heatStressApi.js';
import { weatherWarningEvent } from '../weather/weather.js';
import { wfTaskEvent } from '../workflow/runtime.js';
import { noticeEvent } from './sysNotice.js';

/**
 * Server-sent events on GET /api/events (authenticated, `text/event-stream`). Each event's `event:`
 * line is the key below and its `data:` line the JSON of the schema. Only the caller's tenant's events
 * arrive.
 */
export const serverEvents = {
  /** A camera's analytics alert arrived: CCTV lists and statistics refetch. */
  cctvAlert: cctvAlertEvent,
  /** Device alerts raised, repeated or escalated: alert lists and the bell refetch; new critical ones ring. */
  deviceAlert: deviceAlertEvent,
  hkLog: hkLogRow,
  /** The heat level, its override or the workers on site changed: heat stress boards refetch. */
  heatStress: heatStressEvent,
  /** A notice was published or withdrawn: bells of the listed users (all when null) refetch. */
  notice: noticeEvent,
  /** A permit changed status: the home page's and the bell's "waiting for you" refetch. */
  permitMoved: permitMovedEvent,
  ping: z.object({ at: z.string() }),
  /** A workflow task arrived, left or escalated: the listed users' to-do lists and bells refetch. */
  wfTask: wfTaskEvent,
  /** A weather warning was issued or cancelled: the stop-work banner and the weather page refetch. */
  weatherWarning: weatherWarningEvent,
} as const;
export type ServerEventName = keyof typeof serverEvents;
export type ServerEvent<N extends ServerEventName = ServerEventName> = z.infer<(typeof serverEvents)[N]>;
export const EVENTS_PATH = '/events';
