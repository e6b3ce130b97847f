import type { AcknowledgedVia, ActionAlertKind, AlertStatus, Translated } from '@siteguard/contracts';
import type { TenantScope } from '../../../platform/db/tenant-scope.js';

/** An alert as the action link's page shows it. */
export interface AlertSummary {
  type: string;
  typeName: Translated;
  level: 'warning' | 'critical';
  status: AlertStatus;
  site: string;
  location: string | null;
  /** The wearer, device or camera the alert is about. */
  subject: string | null;
  raisedAt: Date;
}

/**
 * How the owner of a kind of alert (devices, cameras) lets an action link act on it: the alerting
 * module knows links and people, not alerts. Acknowledging through here does everything the console's
 * button does (the history, the wearer's "help is coming").
 */
export interface AlertAcknowledger {
  summary(tenant: TenantScope, alertId: string): Promise<AlertSummary | undefined>;
  /**
   * Acknowledges at `now` (the site clock) in the person's name. Throws ALERT_STATE when the alert no
   * longer waits for an acknowledgement (someone was quicker, or it was closed).
   */
  acknowledge(
    tenant: TenantScope,
    alertId: string,
    userId: string,
    via: AcknowledgedVia,
    now: Date,
  ): Promise<{ status: AlertStatus }>;
}

export type AlertAcknowledgers = Partial<Record<ActionAlertKind, AlertAcknowledger>>;
