/**
 * Schema versions and the ordered steps between them.
 *
 * The version lives in the definition's top-level `schemaVersion` (an integer). A definition without
 * one is version 0: a k-form-design export as the original designer wrote it (any 3.x). Each step
 * turns version N into N+1 on raw JSON, before `parse` checks shapes and fills defaults, so a
 * definition saved today still opens after the format evolves: add a step, bump
 * CURRENT_SCHEMA_VERSION, never edit a released step.
 */
import type { JsonObject } from '../model/types';
import { v0ToV1 } from './v0-to-v1';

export interface MigrationStep {
  /** The version this step reads; it writes `from + 1`. */
  readonly from: number;
  readonly describe: string;
  /** Raw JSON in (shapes not yet checked: guard every read), raw JSON out. Must not throw. */
  readonly migrate: (doc: JsonObject) => JsonObject;
}

export const CURRENT_SCHEMA_VERSION = 1;

/** Every step, in order: `MIGRATIONS[n].from === n`. */
export const MIGRATIONS: readonly MigrationStep[] = Object.freeze([v0ToV1]);

export type MigrateResult =
  | { ok: true; doc: JsonObject; from: number }
  | { ok: false; error: { path: string; message: string } };

/** The version a raw document declares: 0 when absent, null when malformed. */
export function readSchemaVersion(doc: JsonObject): number | null {
  const version = doc.schemaVersion;
  if (version === undefined) return 0;
  return typeof version === 'number' && Number.isInteger(version) && version >= 0 ? version : null;
}

/**
 * Runs the steps from the document's version up to `target` and stamps `schemaVersion`. Refuses a
 * document newer than `target` (written by a newer engine) or with a malformed version.
 */
export function migrate(
  doc: JsonObject,
  steps: readonly MigrationStep[] = MIGRATIONS,
  target: number = CURRENT_SCHEMA_VERSION,
): MigrateResult {
  const from = readSchemaVersion(doc);
  if (from === null) {
    return { ok: false, error: { path: 'schemaVersion', message: 'expected a whole number >= 0' } };
  }
  if (from > target) {
    return {
      ok: false,
      error: {
        path: 'schemaVersion',
        message: `version ${from} is newer than this engine reads (up to ${target})`,
      },
    };
  }
  let current = doc;
  for (let version = from; version < target; version++) {
    const step = steps.find((candidate) => candidate.from === version);
    if (!step) {
      return {
        ok: false,
        error: { path: 'schemaVersion', message: `no migration from version ${version}` },
      };
    }
    current = { ...step.migrate(current), schemaVersion: version + 1 };
  }
  return { ok: true, doc: { ...current, schemaVersion: target }, from };
}
