import {
  type DeleteQueryBuilder,
  type DeleteResult,
  type Kysely,
  type SelectQueryBuilder,
  sql,
  type UpdateQueryBuilder,
  type UpdateResult,
} from 'kysely';
import type { DB } from './schema.js';

/** The tables whose rows belong to one tenant. */
export type TenantTable = {
  [T in keyof DB]: DB[T] extends { tenant_id: unknown } ? T : never;
}[keyof DB];

// Kysely cannot type a column reference on a generic table, so the filter is written as SQL.
const belongsTo = (table: string, tenantId: string) =>
  sql<boolean>`${sql.ref(`${table}.tenant_id`)} = ${tenantId}`;

/**
 * The one place tenant isolation is applied: feature code reads and writes tenant tables through
 * this scope, which adds `tenant_id = <the caller's tenant>` to every select, update and delete.
 * Inserts take `scope.tenantId` explicitly (a missing tenant_id fails the NOT NULL constraint).
 */
export interface TenantScope {
  readonly tenantId: string;
  /** The unscoped handle, for inserts (which set tenant_id: tenantId themselves). */
  readonly db: Kysely<DB>;
  selectFrom<T extends TenantTable>(table: T): SelectQueryBuilder<DB, T, NoSelection>;
  updateTable<T extends TenantTable>(table: T): UpdateQueryBuilder<DB, T, T, UpdateResult>;
  deleteFrom<T extends TenantTable>(table: T): DeleteQueryBuilder<DB, T, DeleteResult>;
}
// What Kysely's own selectFrom starts with: nothing selected yet.
type NoSelection = Record<never, never>;

export function tenantScope(db: Kysely<DB>, tenantId: string): TenantScope {
  // Kysely's builders are a union over every table when the table is generic, which TypeScript
  // cannot call; the filter is applied on the widest table type and the caller's type restored.
  const anyTable = <T extends TenantTable>(table: T) => table as TenantTable as 'sys_user';
  return {
    tenantId,
    db,
    selectFrom: <T extends TenantTable>(table: T) =>
      db.selectFrom(anyTable(table)).where(belongsTo(table, tenantId)) as unknown as SelectQueryBuilder<
        DB,
        T,
        NoSelection
      >,
    updateTable: <T extends TenantTable>(table: T) =>
      db.updateTable(anyTable(table)).where(belongsTo(table, tenantId)) as unknown as UpdateQueryBuilder<
        DB,
        T,
        T,
        UpdateResult
      >,
    deleteFrom: <T extends TenantTable>(table: T) =>
      db.deleteFrom(anyTable(table)).where(belongsTo(table, tenantId)) as unknown as DeleteQueryBuilder<
        DB,
        T,
        DeleteResult
      >,
  };
}
