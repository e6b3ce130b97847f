import { z } from 'zod';
import { hkLogRow } from '../cameras/hkLog.js';

/**
 * Server-sent events on GET /api/events (authenticated, `text/event-stream`). Each event's `event:`
 * line is the key below and its `data:` line the JSON of the schema. Only the caller's tenant's events
 * arrive.
 */
export const serverEvents = {
  hkLog: hkLogRow,
  ping: z.object({ at: z.string() }),
} as const;
export type ServerEventName = keyof typeof serverEvents;
export type ServerEvent<N extends ServerEventName = ServerEventName> = z.infer<(typeof serverEvents)[N]>;
export const EVENTS_PATH = '/events';
