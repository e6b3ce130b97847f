import type { Translated } from '@siteguard/contracts';
import type { ColumnType, Generated } from 'kysely';

/**
 * Table types for Kysely. Each feature adds its tables here in the same change as its migration,
 * so a query that names a column the database lacks fails to compile.
 * bigint ids come back from PostgreSQL as strings and stay strings (opaque ids on the wire).
 */
type Id = Generated<string>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type TenantId = ColumnType<string, string | number, string | number>;
type Json<T> = ColumnType<T, string, string>;

export interface SysTenantTable {
  id: Id;
  code: string;
  name: string;
  status: Generated<number>;
  register_open: Generated<boolean>;
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

export interface SysAppTable {
  id: Id;
  tenant_id: TenantId;
  code: string;
  name: Json<Translated>;
  is_default: Generated<boolean>;
  sort: Generated<number>;
  status: Generated<number>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

/** 0 directory, 1 menu, 2 button. */
export type MenuType = 0 | 1 | 2;
/** 0 none, 1 component, 2 iframe (inner link), 3 external link. */
export type MenuOpenType = 0 | 1 | 2 | 3;

export interface SysMenuTable {
  id: Id;
  tenant_id: TenantId;
  pid: ColumnType<string, string | number | undefined, string | number>;
  code: string;
  type: MenuType;
  title: Json<Translated>;
  application: string;
  router: string | null;
  component: string | null;
  redirect: string | null;
  permission: string | null;
  open_type: Generated<MenuOpenType>;
  link: string | null;
  icon: string | null;
  visible: Generated<boolean>;
  hide_children: Generated<boolean>;
  sort: Generated<number>;
  status: Generated<number>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface SysRoleTable {
  id: Id;
  tenant_id: TenantId;
  code: string;
  name: string;
  sort: Generated<number>;
  status: Generated<number>;
  /** 1 all, 2 own organisation and below, 3 own organisation, 4 self, 5 custom organisations. */
  data_scope_type: Generated<number>;
  remark: string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface SysUserTable {
  id: Id;
  tenant_id: TenantId;
  account: string;
  password_hash: string;
  name: string;
  nick_name: string | null;
  avatar: string | null;
  phone: string | null;
  email: string | null;
  /** 1 super admin, 2 ordinary. */
  admin_type: Generated<number>;
  /** 0 normal, 1 disabled. */
  status: Generated<number>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

/** A bigint reference: read as a string, written as a string or a number. */
type Ref = ColumnType<string, string | number, string | number>;

export interface SysUserRoleTable {
  tenant_id: TenantId;
  user_id: Ref;
  role_id: Ref;
}

export interface SysRoleMenuTable {
  tenant_id: TenantId;
  role_id: Ref;
  menu_id: Ref;
}

/** An organisation; pids holds the ancestors as "[0],[1],[5]," (subtree = prefix match). */
export interface SysOrgTable {
  id: Id;
  tenant_id: TenantId;
  pid: ColumnType<string, string | number | undefined, string | number>;
  pids: string;
  code: string;
  name: string;
  sort: Generated<number>;
  status: Generated<number>;
  remark: string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface SysPosTable {
  id: Id;
  tenant_id: TenantId;
  code: string;
  name: string;
  sort: Generated<number>;
  status: Generated<number>;
  remark: string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

/** A user's employee record: one organisation, a job number. */
export interface SysEmpTable {
  user_id: Ref;
  tenant_id: TenantId;
  org_id: Ref;
  job_num: string | null;
}

export interface SysEmpPosTable {
  tenant_id: TenantId;
  user_id: Ref;
  pos_id: Ref;
}

export interface SysRoleDataScopeTable {
  tenant_id: TenantId;
  role_id: Ref;
  org_id: Ref;
}

export interface SysUserDataScopeTable {
  tenant_id: TenantId;
  user_id: Ref;
  org_id: Ref;
}

export interface SysSessionTable {
  id: Id;
  tenant_id: TenantId;
  user_id: ColumnType<string, string | number, never>;
  token_hash: string;
  active_app: string | null;
  remember_me: boolean;
  ip: string | null;
  user_agent: string | null;
  created_at: CreatedAt;
  last_seen_at: UpdatedAt;
  expires_at: Timestamp;
  revoked_at: NullableTimestamp;
  revoke_reason: string | null;
}

export interface SysVisLogTable {
  id: Id;
  tenant_id: ColumnType<string | null, string | number | null, never>;
  user_id: ColumnType<string | null, string | number | null, never>;
  account: string;
  kind: 'login' | 'logout' | 'locked';
  success: boolean;
  message: string | null;
  ip: string | null;
  user_agent: string | null;
  created_at: CreatedAt;
}

export interface SysCaptchaTable {
  token_hash: string;
  answer: string;
  expires_at: Timestamp;
  attempted_at: NullableTimestamp;
  verification_hash: string | null;
  verification_used_at: NullableTimestamp;
  created_at: CreatedAt;
}

export interface SysSmsCodeTable {
  id: Id;
  phone: string;
  code_hash: string;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  created_at: CreatedAt;
}

export interface SysSmsOutboxTable {
  id: Id;
  phone: string;
  message: string;
  created_at: CreatedAt;
}

export interface SysApiClientTable {
  id: Id;
  tenant_id: TenantId;
  client_id: string;
  secret_hash: string;
  name: string;
  status: Generated<number>;
  created_at: CreatedAt;
}

export interface SysApiTokenTable {
  id: Id;
  tenant_id: TenantId;
  client_id: Ref;
  access_hash: string;
  refresh_hash: string;
  access_expires_at: Timestamp;
  refresh_expires_at: Timestamp;
  revoked_at: NullableTimestamp;
  created_at: CreatedAt;
}

export interface HkLogTable {
  id: Id;
  tenant_id: TenantId;
  main_type: number;
  sub_type: string | null;
  camera_name: string;
  channel: number | null;
  event: string;
  message: string;
  operator: string | null;
  exception: string | null;
  occurred_at: ColumnType<Date, Date | string | undefined, Date | string>;
  created_at: CreatedAt;
}

export interface SysDictTypeTable {
  id: Id;
  tenant_id: TenantId;
  code: string;
  name: Json<Translated>;
  sort: Generated<number>;
  status: Generated<number>;
  remark: string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface SysDictDataTable {
  id: Id;
  tenant_id: TenantId;
  type_id: Ref;
  code: string;
  value: Json<Translated>;
  sort: Generated<number>;
  status: Generated<number>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface SysFileInfoTable {
  id: Id;
  tenant_id: TenantId;
  storage: string;
  object_key: string;
  original_name: string;
  mime_type: string;
  ext: string;
  size_bytes: ColumnType<string, number, never>;
  sha256: string;
  created_by: Ref | null;
  created_at: CreatedAt;
}

export interface FormTable {
  id: Id;
  tenant_id: TenantId;
  name: string;
  description: string | null;
  current_version: number;
  created_by: Ref | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface FormVersionTable {
  tenant_id: TenantId;
  form_id: Ref;
  version: number;
  definition: Json<Record<string, unknown>>;
  created_by: Ref | null;
  created_at: CreatedAt;
}

export interface FormSubmissionTable {
  id: Id;
  tenant_id: TenantId;
  form_id: Ref;
  form_version: number;
  data: Json<Record<string, unknown>>;
  submitted_by: Ref | null;
  created_at: CreatedAt;
}

export interface DB {
  form: FormTable;
  form_version: FormVersionTable;
  form_submission: FormSubmissionTable;
  sys_file_info: SysFileInfoTable;
  hk_log: HkLogTable;
  sys_dict_type: SysDictTypeTable;
  sys_dict_data: SysDictDataTable;
  sys_tenant: SysTenantTable;
  sys_config: SysConfigTable;
  schema_migration: SchemaMigrationTable;
  sys_app: SysAppTable;
  sys_menu: SysMenuTable;
  sys_role: SysRoleTable;
  sys_user: SysUserTable;
  sys_user_role: SysUserRoleTable;
  sys_role_menu: SysRoleMenuTable;
  sys_org: SysOrgTable;
  sys_pos: SysPosTable;
  sys_emp: SysEmpTable;
  sys_emp_pos: SysEmpPosTable;
  sys_role_data_scope: SysRoleDataScopeTable;
  sys_user_data_scope: SysUserDataScopeTable;
  sys_session: SysSessionTable;
  sys_vis_log: SysVisLogTable;
  sys_captcha: SysCaptchaTable;
  sys_sms_code: SysSmsCodeTable;
  sys_sms_outbox: SysSmsOutboxTable;
  sys_api_client: SysApiClientTable;
  sys_api_token: SysApiTokenTable;
}
