import { z } from 'zod';

/** How a delivery goes out; 'none' stands for an escalation level that named nobody. */
export const DELIVERY_CHANNELS = ['email', 'sms', 'push', 'none'] as const;
export type DeliveryChannel = (typeof DELIVERY_CHANNELS)[number];

/**
 * A delivery's state (migration 0029): 'pending' waits for its due time, 'standby' for the failure of
 * the person's channel before it, 'queued' is with the job queue; 'cancelled' was not needed because
 * the alert was handled first; 'nobody' is a level no one could be told at.
 */
export const DELIVERY_STATES = [
  'pending',
  'standby',
  'queued',
  'sent',
  'failed',
  'cancelled',
  'nobody',
] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];

/** One person told (or not) of one alert at one escalation level through one channel: its timeline row. */
export const alertDeliveryRow = z.object({
  level: z.number().int().min(1).max(3),
  channel: z.enum(DELIVERY_CHANNELS),
  /** The person's name; null when the level named nobody (or the user was deleted since). */
  recipient: z.string().nullable(),
  /**
   * Where it went, as a reader of the alert may see it: an email whole (a colleague's work address),
   * a mobile masked (+852****4567), a browser by the label its owner gave it; null for a browser
   * without a label and for nobody.
   */
  address: z.string().nullable(),
  state: z.enum(DELIVERY_STATES),
  dueAt: z.string(),
  sentAt: z.string().nullable(),
  attempts: z.number().int(),
  /** The last failure's reason, cut short; null once sent. */
  lastError: z.string().nullable(),
  /** A warning held for the person's quiet hours: when they end (its dueAt); null when not held. */
  heldUntil: z.string().nullable(),
});
export type AlertDeliveryRow = z.infer<typeof alertDeliveryRow>;
