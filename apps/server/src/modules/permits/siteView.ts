import { GAS_FIELDS, gasReadingOk, type PermitSiteView } from '@siteguard/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.js';
import { tenantScope } from '../../platform/db/tenant-scope.js';
import { fail } from '../../platform/errors.js';
import { permitRows, safetyContext, toPermitRow } from './permits.queries.js';
import type { PermitLinks } from './siteLink.js';

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== ''
    ? value.trim()
    : typeof value === 'number'
      ? String(value)
      : null;

/** Lines of a textarea or the labels of a checkbox group, as a list. */
const list = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.map((item) => String(item)).filter(Boolean)
    : typeof value === 'string'
      ? value
          .split(/\r?\n/)
          .map((line) => line.trim())
          .filter(Boolean)
      : [];

/**
 * What a worker or inspector at the work front sees from the QR code: the permit's status, place,
 * work, window, the people by role and name, the latest gas readings, precautions, isolations and
 * the emergency contact. Picked field by field, so nothing else in the form (phone or HKID numbers)
 * can reach the page. A token altered, malformed, expired, re-issued or revoked since, or of a
 * disabled tenant answers 404 and nothing more.
 */
export async function siteView(
  db: Kysely<DB>,
  links: PermitLinks,
  token: string,
  now: Date,
): Promise<PermitSiteView> {
  const claim = await links.read(token, now);
  if (!claim) return fail('PERMIT_LINK_INVALID');
  // The link names the tenant: the permit is read in that tenant's scope, by id, nothing else.
  const scope = tenantScope(db, claim.tenantId);
  const [permit, context] = await Promise.all([
    permitRows(scope).select('permit.data').where('permit.id', '=', claim.id).executeTakeFirst(),
    safetyContext(scope, now),
  ]);
  if (!permit) return fail('PERMIT_LINK_INVALID');
  // The same safety judgement as every other view: the page says in large type when it does not hold.
  const { blocks, override } = toPermitRow(permit, context);
  const data = permit.data;
  const people: PermitSiteView['people'] = [];
  if (permit.applicant_name) people.push({ role: 'applicant', name: permit.applicant_name });
  if (permit.checker_name) people.push({ role: 'checker', name: permit.checker_name });
  if (permit.approver_name) people.push({ role: 'approver', name: permit.approver_name });
  const readings = Object.fromEntries(
    GAS_FIELDS.flatMap((field) => {
      const value = Number(data[field]);
      return data[field] !== undefined && data[field] !== '' && Number.isFinite(value)
        ? [[field, value]]
        : [];
    }),
  );
  const gas =
    Object.keys(readings).length > 0
      ? {
          readings,
          testedAt: text(data.gasTestedAt),
          tester: text(data.gasTester),
          ok: GAS_FIELDS.every(
            (field) => readings[field] !== undefined && gasReadingOk(field, readings[field]),
          ),
        }
      : null;
  return {
    type: permit.type,
    number: permit.number,
    status: permit.status,
    location: permit.location,
    workDescription: permit.work_description,
    contractor: permit.contractor,
    validFrom: permit.valid_from?.toISOString() ?? null,
    validTo: permit.valid_to?.toISOString() ?? null,
    people,
    gas,
    precautions: list(data.precautions),
    ppe: list(data.ppe),
    isolations: list(data.isolationPoints),
    emergencyContact: text(data.emergencyContact),
    checkedAt: now.toISOString(),
    blocks,
    override,
  };
}
