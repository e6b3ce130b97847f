import { DEFAULT_REQUIRED_MESSAGE } from '@siteguard/form-engine';
import type { Migration } from '../platform/db/migrate.js';

/** The message the seeded permit forms gave their required fields until issue #29. */
const SEEDED_MESSAGE = /^請填寫 /;

/** A control tree with each seeded required message replaced by the engine's own. */
function withEngineMessages(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withEngineMessages);
  if (value === null || typeof value !== 'object') return value;
  const entries = Object.entries(value as Record<string, unknown>).map(([key, child]) => {
    if (key === 'message' && typeof child === 'string' && SEEDED_MESSAGE.test(child)) {
      return [key, DEFAULT_REQUIRED_MESSAGE];
    }
    return [key, withEngineMessages(child)];
  });
  return Object.fromEntries(entries);
}

/**
 * The seeded permit forms (no author) said "請填寫 <label>" for every missing field, in Chinese
 * whatever the console's language (issue #29, finding 8). Their required rules now carry the
 * engine's default, which the form runtime and the server's validation show in the reader's
 * language. Only the message changes: the fields, and so the data of every permit, stay as they are.
 */
export const permitFormMessages: Migration = {
  version: 25,
  name: "permits: seeded forms' required messages in the reader's language",
  async up(db) {
    const versions = await db
      .selectFrom('form_version')
      .innerJoin('form', 'form.id', 'form_version.form_id')
      .select(['form_version.form_id', 'form_version.version', 'form_version.definition'])
      .where('form.created_by', 'is', null)
      .execute();
    for (const version of versions) {
      const definition = withEngineMessages(version.definition);
      if (JSON.stringify(definition) === JSON.stringify(version.definition)) continue;
      await db
        .updateTable('form_version')
        .set({ definition: JSON.stringify(definition) })
        .where('form_id', '=', version.form_id)
        .where('version', '=', version.version)
        .execute();
    }
  },
};
