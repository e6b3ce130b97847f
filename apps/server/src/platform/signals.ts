import type { SiteSignalKind, Translated, WorkCategory } from '@siteguard/contracts';
import type { FastifyBaseLogger } from 'fastify';

/** The site turned unsafe: a gas sensor's alarm, a weather warning. */
export interface SiteSignal {
  tenantId: string;
  kind: SiteSignalKind;
  /** Where, as a location text permits carry; absent for the whole site (a weather warning). */
  location?: string | undefined;
  /** Why, in words for the timelines of what it changes. */
  reason: string;
  /** What it is: the HKO warning code or the alert type, and its name (how permits name the block). */
  code?: string | undefined;
  name?: Translated | undefined;
  /**
   * The kinds of work it stops (a weather warning under the tenant's rules); absent when it stops
   * whatever listens to its kind (a gas alarm).
   */
  works?: readonly WorkCategory[] | undefined;
}

/**
 * How modules tell each other about the site without importing each other: devices and weather
 * emit, permits (and later others) listen. In-process: the instance that accepts the alarm emits
 * it, and what the listeners change lives in the shared database. `emit` waits for every listener;
 * one that fails is logged and does not stop the others or fail the emitter, whose alarm is
 * already stored.
 */
export interface SiteSignals {
  on(listener: (signal: SiteSignal) => Promise<unknown>): () => void;
  emit(signal: SiteSignal): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    siteSignals: SiteSignals;
  }
}

export function createSiteSignals(log: FastifyBaseLogger): SiteSignals {
  const listeners = new Set<(signal: SiteSignal) => Promise<unknown>>();
  return {
    on(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async emit(signal) {
      await Promise.all(
        [...listeners].map((listener) =>
          listener(signal).catch((error: unknown) =>
            log.error({ err: error, signal }, 'a site signal listener failed'),
          ),
        ),
      );
    },
  };
}
