import {
  type ImportRowError,
  interpolate,
  type Lang,
  MAX_IMPORT_ROWS,
  type SysUserImportRow,
} from '@siteguard/contracts';
import type { TenantScope } from '../../platform/db/tenant-scope.js';
import { fail } from '../../platform/errors.js';
import type { Principal } from '../../platform/http/auth-guard.js';
import { dataScopeOf, orgInScope } from '../sysOrg/index.js';
import { positionsByCode } from '../sysPos/index.js';
import { takenAccounts } from './sysUser.queries.js';
import { importMessages, parseImportRow, readImportSheet } from './sysUser.xlsx.js';

/** Errors listed in the answer; a file with more still reports the total in the message. */
const MAX_REPORTED_ERRORS = 500;

// Imported accounts carry no password hash: sign-in fails for them (as for a wrong password) until
// an administrator resets the password and hands over the one-time password (POST /sysUser/resetPwd).
// Hashing a password per row would cost ~30 ms each with argon2id and put clear passwords in the answer.
const NO_PASSWORD = '';

interface ReadyRow {
  source: SysUserImportRow;
  orgId: string;
  positionIds: string[];
}

/**
 * Checks every row (schema, duplicates in the file, accounts taken, organisation codes in the
 * caller's scope, position codes) and inserts all of them in one transaction, or none.
 */
export async function importUsers(
  tenant: TenantScope,
  principal: Principal,
  bytes: Buffer,
  lang: Lang,
): Promise<{ imported: number }> {
  const sheet = await readImportSheet(bytes);
  if (!sheet) return fail('IMPORT_FILE_INVALID');
  if (sheet.length === 0) return fail('IMPORT_EMPTY');
  if (sheet.length > MAX_IMPORT_ROWS) return fail('IMPORT_TOO_MANY_ROWS', { max: MAX_IMPORT_ROWS });

  const scope = await dataScopeOf(tenant, principal);
  const orgs = await tenant.selectFrom('sys_org').select(['id', 'code']).execute();
  const orgByCode = new Map(orgs.map((org) => [org.code, org.id]));
  const posByCode = await positionsByCode(tenant);

  const errors: ImportRowError[] = [];
  const error = (row: number, field: string, message: string) => errors.push({ row, field, message });
  const parsed = sheet.map((sheetRow) => ({ sheetRow, ...parseImportRow(sheetRow, lang) }));
  const taken = await takenAccounts(
    tenant,
    parsed.flatMap((entry) => (entry.row ? [entry.row.account] : [])),
  );
  const firstRowOf = new Map<string, number>();
  const ready: ReadyRow[] = [];
  for (const entry of parsed) {
    errors.push(...entry.errors);
    const { row } = entry;
    if (!row) continue;
    const at = entry.sheetRow.row;
    const before = errors.length;
    const first = firstRowOf.get(row.account);
    if (first !== undefined)
      error(at, 'account', interpolate(importMessages.duplicateInFile[lang], { row: first }));
    else firstRowOf.set(row.account, at);
    if (taken.has(row.account)) error(at, 'account', importMessages.accountExists[lang]);
    const orgId = orgByCode.get(row.orgCode);
    if (!orgId) error(at, 'orgCode', importMessages.unknownOrg[lang]);
    else if (!orgInScope(scope, orgId)) error(at, 'orgCode', importMessages.orgOutOfScope[lang]);
    const codes = (row.positionCodes ?? '')
      .split(/[,，]/)
      .map((code) => code.trim())
      .filter(Boolean);
    const positionIds: string[] = [];
    for (const code of new Set(codes)) {
      const id = posByCode.get(code);
      if (id) positionIds.push(id);
      else error(at, 'positionCodes', interpolate(importMessages.unknownPosition[lang], { code }));
    }
    if (errors.length === before && orgId) ready.push({ source: row, orgId, positionIds });
  }
  if (errors.length > 0) {
    return fail(
      'IMPORT_INVALID',
      { count: errors.length },
      { rowErrors: errors.slice(0, MAX_REPORTED_ERRORS) },
    );
  }

  await tenant.db.transaction().execute(async (trx) => {
    const users = await trx
      .insertInto('sys_user')
      .values(
        ready.map(({ source }) => ({
          tenant_id: tenant.tenantId,
          account: source.account,
          name: source.name,
          nick_name: source.nickName ?? null,
          phone: source.phone ?? null,
          email: source.email ?? null,
          password_hash: NO_PASSWORD,
          admin_type: 2,
        })),
      )
      .returning(['id', 'account'])
      .execute();
    const idOf = new Map(users.map((user) => [user.account, user.id]));
    const employment = ready.map(({ source, orgId }) => ({
      tenant_id: tenant.tenantId,
      user_id: idOf.get(source.account) ?? fail('SERVER_ERROR'),
      org_id: orgId,
      job_num: source.jobNum ?? null,
    }));
    await trx.insertInto('sys_emp').values(employment).execute();
    const positions = ready.flatMap(({ source, positionIds }) =>
      positionIds.map((posId) => ({
        tenant_id: tenant.tenantId,
        user_id: idOf.get(source.account) ?? fail('SERVER_ERROR'),
        pos_id: posId,
      })),
    );
    if (positions.length > 0) await trx.insertInto('sys_emp_pos').values(positions).execute();
  });
  return { imported: ready.length };
}
