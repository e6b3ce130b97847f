import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { pageOf, pageQuerySchema } from '../paging.js';
import { permissions } from '../permissions.js';

const id = z.string().regex(/^\d{1,19}$/, 'id');
/** A k-form-design definition `{ list, config }`; the server reads it with the form engine. */
const definition = z.record(z.string(), z.unknown());

export const formRow = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  currentVersion: z.number().int(),
  submissions: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type FormRow = z.infer<typeof formRow>;

export const formDetail = formRow.extend({
  /** The version returned (the current one unless asked for another). */
  version: z.number().int(),
  definition,
});
export type FormDetail = z.infer<typeof formDetail>;

export const formVersionRow = z.object({
  version: z.number().int(),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
  /** The author's name, for the versions list (null once the account is gone). */
  createdByName: z.string().nullable(),
});
export type FormVersionRow = z.infer<typeof formVersionRow>;

export const formFieldError = z.object({ path: z.string(), rule: z.string(), message: z.string() });
export type FormFieldError = z.infer<typeof formFieldError>;

export const formAddBody = z.object({
  name: z.string().trim().min(1).max(100),
  description: z.string().trim().max(500).optional(),
  definition,
});
export const formEditBody = z.object({
  id,
  name: z.string().trim().min(1).max(100),
  description: z.string().trim().max(500).optional(),
  definition,
  /** The version the editor started from; saving over a newer one is refused (409). */
  baseVersion: z.number().int().min(1),
});

export const formApi = {
  page: defineEndpoint({
    method: 'GET',
    path: '/form/page',
    summary: "The tenant's forms, newest change first.",
    access: { permission: permissions.flowableForm.page },
    query: pageQuerySchema.extend({ keyword: z.string().trim().max(100).optional() }),
    response: pageOf(formRow),
    tags: ['forms'],
  }),
  detail: defineEndpoint({
    method: 'GET',
    path: '/form/detail',
    summary: 'A form with the definition of its current version, or of the version asked for.',
    access: { permission: permissions.flowableForm.detail },
    query: z.object({ id, version: z.coerce.number().int().min(1).optional() }),
    response: formDetail,
    tags: ['forms'],
  }),
  add: defineEndpoint({
    method: 'POST',
    path: '/form/add',
    summary: 'Creates a form; its definition becomes version 1.',
    access: { permission: permissions.flowableForm.add },
    body: formAddBody,
    response: formDetail,
    tags: ['forms'],
  }),
  edit: defineEndpoint({
    method: 'POST',
    path: '/form/edit',
    summary: 'Saves a new immutable version (optimistic concurrency on baseVersion).',
    access: { permission: permissions.flowableForm.edit },
    body: formEditBody,
    response: formDetail,
    tags: ['forms'],
  }),
  delete: defineEndpoint({
    method: 'POST',
    path: '/form/delete',
    summary: 'Deletes a form that has no submissions.',
    access: { permission: permissions.flowableForm.delete },
    body: z.object({ id }),
    response: z.null(),
    tags: ['forms'],
  }),
  versions: defineEndpoint({
    method: 'GET',
    path: '/form/versions',
    summary: 'Every saved version of a form, newest first.',
    access: { permission: permissions.flowableForm.detail },
    query: z.object({ id }),
    response: z.array(formVersionRow),
    tags: ['forms'],
  }),
  submit: defineEndpoint({
    method: 'POST',
    path: '/form/submit',
    summary: 'Validates data on the server with the form engine and records it against the version used.',
    // Filling a form is what every signed-in user of the tenant does (a permit is filled by the
    // worker asking for it), so it needs a session, not one of the form-administration codes.
    access: { authenticated: true },
    body: z.object({
      id,
      version: z.number().int().min(1).optional(),
      data: z.record(z.string(), z.unknown()),
    }),
    response: z.object({ submissionId: z.string(), version: z.number().int() }),
    tags: ['forms'],
  }),
};
