import { z } from 'zod';
import { defineEndpoint, defineFileEndpoint } from '../endpoint.js';
import { pageOf, pageQuerySchema } from '../paging.js';
import { permissions } from '../permissions.js';
import { idBody, idQuery } from '../system/sysOrg.js';
import { PERMIT_LOCK_EVENT_KINDS } from './locks.js';
import {
  GAS_FIELDS,
  PERMIT_ROLES,
  PERMIT_STATUSES,
  PERMIT_TYPE_KEYS,
  type PermitType,
  SITE_SIGNAL_KINDS,
  WORK_CATEGORIES,
} from './types.js';

/** What the applicant does (permission `<type>:add`). */
export const APPLICANT_ACTIONS = ['submit', 'handBack', 'cancel'] as const;
/** What the competent person and the authorised person do (permission `<type>:approve`). */
export const REVIEW_ACTIONS = ['check', 'approve', 'reject', 'suspend', 'resume', 'close'] as const;
export type PermitAction = (typeof APPLICANT_ACTIONS)[number] | (typeof REVIEW_ACTIONS)[number];
/** Steps taken only with a signature (the signer's typed name); the dialog asks, the server refuses without. */
export const PERMIT_SIGNED_ACTIONS: ReadonlySet<PermitAction> = new Set([
  'submit',
  'check',
  'approve',
  'resume',
  'handBack',
  'close',
]);

const formData = z.record(z.string(), z.unknown());

const translatedSchema = z.object({ 'zh-HK': z.string(), 'zh-CN': z.string(), en: z.string() });
const works = z.array(z.enum(WORK_CATEGORIES));
/** One reason a permit's safety conditions fail (contracts' permits/safety.ts `PermitBlock`). */
export const permitBlockSchema = z.discriminatedUnion('rule', [
  z.object({
    rule: z.literal('stopWork'),
    code: z.string(),
    name: translatedSchema,
    works,
    overridden: z.boolean().optional(),
  }),
  z.object({
    rule: z.literal('gasAlarm'),
    code: z.string(),
    name: translatedSchema,
    location: z.string().nullable(),
  }),
  z.object({ rule: z.literal('gasOutOfBand'), field: z.enum(GAS_FIELDS), value: z.number().nullable() }),
  z.object({
    rule: z.literal('gasTestTime'),
    problem: z.enum(['missing', 'future', 'beforePermit', 'tooEarly', 'afterWindow']),
  }),
  z.object({ rule: z.literal('windowEnded'), validTo: z.string() }),
  z.object({ rule: z.literal('windowMissing') }),
]);
export const signalInForceSchema = z.object({
  kind: z.enum(SITE_SIGNAL_KINDS),
  code: z.string(),
  name: translatedSchema,
  works: works.optional(),
  location: z.string().nullable().optional(),
  since: z.string(),
});
export const permitOverrideSchema = z.object({
  codes: z.array(z.string()),
  by: z.string().nullable(),
  byName: z.string().nullable(),
  reason: z.string(),
  at: z.string(),
});
const formRef = z.object({
  id: z.string(),
  version: z.number().int(),
  definition: z.record(z.string(), z.unknown()),
});
export type PermitFormRef = z.infer<typeof formRef>;

export const permitRow = z.object({
  id: z.string(),
  type: z.enum(PERMIT_TYPE_KEYS as [PermitType, ...PermitType[]]),
  /** Given at submission; a draft has none yet. */
  number: z.string().nullable(),
  status: z.enum(PERMIT_STATUSES),
  location: z.string().nullable(),
  workDescription: z.string().nullable(),
  contractor: z.string().nullable(),
  applicantName: z.string().nullable(),
  validFrom: z.string().nullable(),
  validTo: z.string().nullable(),
  createdBy: z.string().nullable(),
  createdByName: z.string().nullable(),
  checkerName: z.string().nullable(),
  approverName: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /**
   * Why the permit's safety conditions fail now (empty when they hold): the same function at every
   * transition, sweep and view. An active permit with a block is not in force.
   */
  blocks: z.array(permitBlockSchema),
  /** A stop-work override given at approval, marked wherever the permit is shown. */
  override: permitOverrideSchema.nullable(),
});
export type PermitRow = z.infer<typeof permitRow>;

export const permitEvent = z.object({
  id: z.string(),
  action: z.string(),
  fromStatus: z.enum(PERMIT_STATUSES).nullable(),
  toStatus: z.enum(PERMIT_STATUSES),
  role: z.enum(PERMIT_ROLES),
  actorName: z.string().nullable(),
  signature: z.string().nullable(),
  comment: z.string().nullable(),
  data: formData.nullable(),
  at: z.string(),
});
export type PermitEvent = z.infer<typeof permitEvent>;

/** A lock opened under the permit, or locked when it stopped being in force (issue #34). */
export const permitLockEvent = z.object({
  id: z.string(),
  kind: z.enum(PERMIT_LOCK_EVENT_KINDS),
  lockName: z.string(),
  /** Who asked for the unlock in the console; null when the lock asked itself or the system locked it. */
  actorName: z.string().nullable(),
  /** The card presented at the lock when it asked to open itself. */
  card: z.string().nullable(),
  at: z.string(),
});
export type PermitLockEvent = z.infer<typeof permitLockEvent>;

export const permitDetail = z.object({
  permit: permitRow,
  /** Everything filled so far: the application, then each check (latest value of each field). */
  data: formData,
  /** The application form at the version the permit was raised on. */
  form: formRef.nullable(),
  /** The form the caller fills for the step they may take now (the check with gas readings), if any. */
  stepForm: formRef.nullable(),
  /** The check form, to show the check done (readings, instrument, tester, remarks) to everyone after it. */
  checkForm: formRef.nullable(),
  /** The site signals in force now (weather warnings stopping work, gas alarms), whether or not they touch this permit. */
  signals: z.array(signalInForceSchema),
  /** The caller may override the stop-work signals blocking the approval (permission `<type>:overrideStopWork`). */
  mayOverride: z.boolean(),
  events: z.array(permitEvent),
  /** What the permit's locks did under it, oldest first. */
  lockEvents: z.array(permitLockEvent),
  /** Actions the caller may take now; the server checks each again. */
  actions: z.array(z.enum([...APPLICANT_ACTIONS, ...REVIEW_ACTIONS])),
  /** The approval's workflow instance, for its diagram in the workflow application. */
  instanceId: z.string().nullable(),
});
export type PermitDetail = z.infer<typeof permitDetail>;

export const permitFilter = z.object({
  status: z.enum(PERMIT_STATUSES).optional(),
  /** Part of the number, location or work. */
  keyword: z.string().trim().max(100).optional(),
  /** Part of the applicant's name. */
  applicant: z.string().trim().max(100).optional(),
  /** Permits whose window overlaps [from, to]. */
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
});
export const permitPageQuery = pageQuerySchema.extend({
  ...permitFilter.shape,
  sortField: z.enum(['number', 'status', 'validFrom', 'createdAt']).optional(),
});
export type PermitPageQuery = z.infer<typeof permitPageQuery>;

const signature = z.string().trim().min(1).max(100);
const comment = z.string().trim().max(2000);

export const permitSaveBody = z.object({ data: formData });
export const permitEditBody = idBody.extend({ data: formData });
export const applicantActionBody = idBody.extend({
  action: z.enum(APPLICANT_ACTIONS),
  signature: signature.optional(),
  comment: comment.optional(),
});
/** A rejection sends the permit back to its applicant for revision (a draft again, number kept) or ends it. */
export const REJECT_OUTCOMES = ['revise', 'end'] as const;
export type RejectOutcome = (typeof REJECT_OUTCOMES)[number];

export const reviewActionBody = idBody.extend({
  action: z.enum(REVIEW_ACTIONS),
  /** The check form's data (check and resume). */
  data: formData.default({}),
  signature: signature.optional(),
  comment: comment.optional(),
  /** With reject: back to the applicant for revision (default) or the end. */
  outcome: z.enum(REJECT_OUTCOMES).optional(),
  /**
   * With approve: approve despite the stop-work signals in force, with the reason (permission
   * `<type>:override`); gas, gas alarms and the window are never overridden.
   */
  overrideReason: z.string().trim().min(1).max(500).optional(),
});
export type ReviewActionBody = z.infer<typeof reviewActionBody>;

/**
 * A permit's QR code link. Re-issuing makes the next version and voids every link printed before;
 * revoking voids them all and shows none until the link is re-issued (decision 0017's site links).
 */
export const permitLink = z.object({
  /** Null while the link is revoked. */
  url: z.string().nullable(),
  expiresAt: z.string().nullable(),
  version: z.number().int(),
  revoked: z.boolean(),
});
export type PermitLink = z.infer<typeof permitLink>;

/** What the site view shows, and nothing more: no ids, no phone or HKID numbers. */
export const permitSiteView = permitRow
  .pick({
    type: true,
    number: true,
    status: true,
    location: true,
    workDescription: true,
    contractor: true,
    validFrom: true,
    validTo: true,
  })
  .extend({
    people: z.array(z.object({ role: z.enum(PERMIT_ROLES), name: z.string() })),
    gas: z
      .object({
        readings: z.record(z.string(), z.number()),
        testedAt: z.string().nullable(),
        tester: z.string().nullable(),
        ok: z.boolean(),
      })
      .nullable(),
    precautions: z.array(z.string()),
    /** The personal protective equipment ticked, as the form's codes (helmet, boots…): the page names them. */
    ppe: z.array(z.string()),
    isolations: z.array(z.string()),
    emergencyContact: z.string().nullable(),
    checkedAt: z.string(),
    /** Why the permit is not in force now, if it is not (the page says so in large type). */
    blocks: z.array(permitBlockSchema),
    override: permitOverrideSchema.nullable(),
  });
export type PermitSiteView = z.infer<typeof permitSiteView>;

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The calls of one permit type, under its own path and permission codes. */
function permitApiOf(type: PermitType) {
  const codes = permissions[type];
  const tags = ['permits'];
  return {
    page: defineEndpoint({
      method: 'GET',
      path: `/${type}/page`,
      summary: 'Permits of the type, newest first, by status, keyword, applicant and window.',
      access: { permission: codes.page },
      query: permitPageQuery,
      response: pageOf(permitRow),
      tags,
    }),
    counts: defineEndpoint({
      method: 'GET',
      path: `/${type}/counts`,
      summary: 'How many permits of the type are in each status (statuses with none are left out).',
      access: { permission: codes.page },
      response: z.partialRecord(z.enum(PERMIT_STATUSES), z.number().int()),
      tags,
    }),
    detail: defineEndpoint({
      method: 'GET',
      path: `/${type}/detail`,
      summary: 'A permit with its data, form, timeline and the actions the caller may take.',
      access: { permission: codes.detail },
      query: idQuery,
      response: permitDetail,
      tags,
    }),
    add: defineEndpoint({
      method: 'POST',
      path: `/${type}/add`,
      summary: 'Saves a new draft; it gets its number when submitted, and nothing is validated until then.',
      access: { permission: codes.add },
      body: permitSaveBody,
      response: permitRow,
      tags,
    }),
    form: defineEndpoint({
      method: 'GET',
      path: `/${type}/form`,
      summary: 'The application form as now deployed, to fill a new permit before anything is saved.',
      access: { permission: codes.add },
      response: formRef.nullable(),
      tags,
    }),
    copy: defineEndpoint({
      method: 'POST',
      path: `/${type}/copy`,
      summary:
        'A new draft (no number until submitted) with the application of any permit of the type, window left blank.',
      access: { permission: codes.add },
      body: idBody,
      response: permitRow,
      tags,
    }),
    edit: defineEndpoint({
      method: 'POST',
      path: `/${type}/edit`,
      summary: "Changes a draft's data (its applicant only).",
      access: { permission: codes.edit },
      body: permitEditBody,
      response: permitRow,
      tags,
    }),
    delete: defineEndpoint({
      method: 'POST',
      path: `/${type}/delete`,
      summary: 'Deletes a draft.',
      access: { permission: codes.delete },
      body: idBody,
      response: z.null(),
      tags,
    }),
    applicant: defineEndpoint({
      method: 'POST',
      path: `/${type}/applicantAction`,
      summary: 'Submit for checking, hand back after the work, or cancel before approval.',
      access: { permission: codes.add },
      body: applicantActionBody,
      response: permitRow,
      tags,
    }),
    review: defineEndpoint({
      method: 'POST',
      path: `/${type}/reviewAction`,
      summary: 'Check (with gas readings), approve, reject, suspend, resume after a fresh check, close out.',
      access: { permission: codes.approve },
      body: reviewActionBody,
      response: permitRow,
      tags,
    }),
    link: defineEndpoint({
      method: 'GET',
      path: `/${type}/siteLink`,
      summary: 'A signed, expiring link to the public site view (the QR code).',
      access: { permission: codes.detail },
      query: idQuery,
      response: permitLink,
      tags,
    }),
    reissueLink: defineEndpoint({
      method: 'POST',
      path: `/${type}/reissueSiteLink`,
      summary:
        "A new link for the permit's QR code (also after a revoke); every link printed before stops opening.",
      access: { permission: codes.siteLink },
      body: idBody,
      response: permitLink,
      tags,
    }),
    revokeLink: defineEndpoint({
      method: 'POST',
      path: `/${type}/revokeSiteLink`,
      summary: "Voids every link of the permit's QR code; none opens until the link is re-issued.",
      access: { permission: codes.siteLink },
      body: idBody,
      response: permitLink,
      tags,
    }),
    pdf: defineFileEndpoint({
      method: 'GET',
      path: `/${type}/pdf`,
      summary: "The permit as an A4 PDF in the caller's language, with its site QR code.",
      access: { permission: codes.detail },
      query: idQuery,
      response: z.never(),
      file: { contentType: 'application/pdf' },
      tags,
    }),
    export: defineFileEndpoint({
      method: 'GET',
      path: `/${type}/export`,
      summary: 'Every permit of the type matching the filter, as an .xlsx file.',
      access: { permission: codes.export },
      query: permitFilter,
      response: z.never(),
      file: { contentType: XLSX },
      tags,
    }),
  };
}
export type PermitApi = ReturnType<typeof permitApiOf>;

export const permitApis = Object.fromEntries(
  PERMIT_TYPE_KEYS.map((type) => [type, permitApiOf(type)]),
) as Record<PermitType, PermitApi>;

export const permitPublicApi = {
  view: defineEndpoint({
    method: 'GET',
    path: '/permitView',
    summary: 'The site view of a permit from its signed link; a wrong or expired token shows nothing.',
    access: { public: true },
    rateLimit: 'publicView',
    query: z.object({ token: z.string().min(10).max(600) }),
    response: permitSiteView,
    tags: ['permits'],
  }),
};
