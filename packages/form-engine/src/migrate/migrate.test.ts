import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../model/types';
import type { MigrationStep } from './index';
import { CURRENT_SCHEMA_VERSION, MIGRATIONS, migrate, readSchemaVersion } from './index';

describe('migrate', () => {
  it('has one step per version, in order, up to the current version', () => {
    expect(MIGRATIONS.map((step) => step.from)).toEqual([...Array(CURRENT_SCHEMA_VERSION).keys()]);
  });

  it('reads a missing version as 0 (a k-form-design export)', () => {
    expect(readSchemaVersion({ list: [] })).toBe(0);
    expect(readSchemaVersion({ schemaVersion: 1 })).toBe(1);
    expect(readSchemaVersion({ schemaVersion: 1.5 })).toBeNull();
  });

  it('v0 → v1 expands {span} and gives a 3.7 card its options, at any depth', () => {
    const result = migrate({
      list: [
        {
          type: 'grid',
          columns: [{ span: 24, list: [{ type: 'card', list: [{ type: 'card', list: [] }] }] }],
        },
      ],
      config: { labelCol: { span: 6 }, wrapperCol: { span: 18, offset: 0 } },
    });
    expect(result).toEqual({
      ok: true,
      from: 0,
      doc: {
        schemaVersion: 1,
        list: [
          {
            type: 'grid',
            columns: [
              {
                span: 24,
                list: [{ type: 'card', options: {}, list: [{ type: 'card', options: {}, list: [] }] }],
              },
            ],
          },
        ],
        config: {
          labelCol: { xs: 6, sm: 6, md: 6, lg: 6, xl: 6, xxl: 6 },
          wrapperCol: { xs: 18, sm: 18, md: 18, lg: 18, xl: 18, xxl: 18, offset: 0 },
        },
      },
    });
  });

  it('runs later steps in order and stamps each version', () => {
    const steps: MigrationStep[] = [
      ...MIGRATIONS,
      { from: 1, describe: 'rename', migrate: (doc) => ({ ...doc, trail: ['1→2'] }) },
      {
        from: 2,
        describe: 'append',
        migrate: (doc) => ({
          ...doc,
          trail: [...((doc.trail as string[]) ?? []), `2→3 saw ${doc.schemaVersion}`],
        }),
      },
    ];
    const result = migrate({ list: [] }, steps, 3);
    expect(result).toMatchObject({
      ok: true,
      from: 0,
      doc: { schemaVersion: 3, trail: ['1→2', '2→3 saw 2'] },
    });
    const fromOne = migrate({ list: [], schemaVersion: 1 } as JsonObject, steps, 3);
    expect(fromOne).toMatchObject({ ok: true, from: 1 });
  });

  it('refuses a gap in the steps and a newer document', () => {
    expect(migrate({ list: [] }, [], 1)).toEqual({
      ok: false,
      error: { path: 'schemaVersion', message: 'no migration from version 0' },
    });
    expect(migrate({ schemaVersion: 2 }, MIGRATIONS, 1)).toMatchObject({ ok: false });
  });

  it('leaves a current document alone', () => {
    const doc = { schemaVersion: CURRENT_SCHEMA_VERSION, list: [], config: { labelCol: { span: 3 } } };
    expect(migrate(doc)).toEqual({ ok: true, from: CURRENT_SCHEMA_VERSION, doc });
  });
});
