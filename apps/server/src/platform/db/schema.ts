import type { ColumnType, Generated } from 'kysely';

/**
 * Table types for Kysely. Each feature adds its tables here in the same change as its migration,
 * so a query that names a column the database lacks fails to compile.
 */
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;

export interface SysTenantTable {
  id: Generated<string>;
  code: string;
  name: string;
  status: Generated<number>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

/** Platform-wide settings read before sign-in (tenant selection, captcha). */
export interface SysConfigTable {
  code: string;
  value: string;
  remark: string | null;
  updated_at: UpdatedAt;
}

export interface SchemaMigrationTable {
  version: number;
  name: string;
  applied_at: CreatedAt;
}

export interface DB {
  sys_tenant: SysTenantTable;
  sys_config: SysConfigTable;
  schema_migration: SchemaMigrationTable;
}
