import { z } from 'zod';

/** Every JSON answer of the API: `{ success, code, message, data }`; `code` is 200 on success. */
export interface Envelope<T> {
  success: boolean;
  code: number;
  message: string;
  data: T;
}

export function envelopeOf<T extends z.ZodType>(data: T) {
  return z.object({
    success: z.boolean(),
    code: z.number().int(),
    message: z.string(),
    data,
  });
}

/** A field that failed validation, as the server reports it in `data.errors` of a 1012001 answer. */
export const fieldErrorSchema = z.object({
  path: z.string().describe('dotted path of the field, e.g. "body.account"'),
  reason: z.enum(['required', 'type', 'range', 'format', 'enum', 'unknown', 'invalid']),
});
export type FieldError = z.infer<typeof fieldErrorSchema>;

/** Error details: the common keys below, plus what a code documents (e.g. fieldErrors, currentVersion). */
export const errorEnvelopeSchema = envelopeOf(
  z
    .looseObject({
      requestId: z.string().optional(),
      errors: z.array(fieldErrorSchema).optional(),
      isLogin: z.boolean().optional(),
    })
    .nullable(),
);
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;
