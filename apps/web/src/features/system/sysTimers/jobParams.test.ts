import { TIMER_JOBS } from '@siteguard/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defaultParams, jobParamFields } from './jobParams';

// The schemas exactly as the server sends them (sysTimers.jobs.ts: z.toJSONSchema, io 'input').
const schemaOf = (code: keyof typeof TIMER_JOBS) =>
  z.toJSONSchema(TIMER_JOBS[code].params, { io: 'input' }) as Record<string, unknown>;

describe('jobParamFields', () => {
  it('reads each real job of the registry', () => {
    expect(jobParamFields(schemaOf('purgeOldLogs'))).toEqual([
      { name: 'days', kind: 'integer', required: false, min: 1, max: 3650, defaultValue: 180 },
    ]);
    expect(jobParamFields(schemaOf('purgeExpiredSessions'))).toEqual([
      { name: 'graceDays', kind: 'integer', required: false, min: 0, max: 365, defaultValue: 1 },
    ]);
  });

  it('marks required properties without a default, and skips types it cannot edit', () => {
    const fields = jobParamFields({
      type: 'object',
      required: ['label', 'tags'],
      properties: { label: { type: 'string' }, tags: { type: 'array' }, on: { type: 'boolean' } },
    });
    expect(fields).toEqual([
      { name: 'label', kind: 'string', required: true },
      { name: 'on', kind: 'boolean', required: false },
    ]);
  });

  it('gives nothing for a schema that is not an object', () => {
    expect(jobParamFields({ type: 'string' })).toEqual([]);
    expect(jobParamFields({})).toEqual([]);
  });
});

describe('defaultParams', () => {
  it('fills each default', () => {
    expect(defaultParams(jobParamFields(schemaOf('purgeOldLogs')))).toEqual({ days: 180 });
  });
});
