/**
 * True for PostgreSQL's unique_violation (23505), as both `pg` and PGlite report it. Inserts that
 * must refuse a taken code rely on the unique index rather than a racy "select, then insert".
 */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

/** True for foreign_key_violation (23503): a write that would orphan or point at a missing row. */
export function isForeignKeyViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23503';
}
