import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { FIXTURE_DIR } from './test-support/fixtures';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const CLI = fileURLToPath(new URL('./cli.ts', import.meta.url));
const TSX = join(ROOT, 'node_modules', '.bin', 'tsx');
const dir = mkdtempSync(join(tmpdir(), 'form-cli-'));

function write(name: string, value: unknown): string {
  const path = join(dir, name);
  writeFileSync(path, typeof value === 'string' ? value : JSON.stringify(value));
  return path;
}

function run(...args: string[]) {
  const result = spawnSync(TSX, [CLI, ...args], { cwd: ROOT, encoding: 'utf8' });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

const definition = write('def.json', {
  list: [
    {
      type: 'number',
      label: 'Workers',
      model: 'n',
      key: 'n',
      options: { min: 1 },
      rules: [{ required: true, message: '必填项' }],
    },
  ],
  config: { labelCol: { span: 4 } },
});

describe('form CLI', { timeout: 30_000 }, () => {
  it('parse prints the normalised definition', () => {
    const { code, stdout } = run('parse', `${FIXTURE_DIR}kfd-3.7.json`);
    expect(code).toBe(0);
    const printed = JSON.parse(stdout);
    expect(printed.schemaVersion).toBe(1);
    expect(printed.config.labelCol.xl).toBe(4);
  });

  it('parse names the path and exits 2 on a bad definition', () => {
    const bad = write('bad.json', {
      list: [{ type: 'grid', key: 'g', columns: [{ span: 12, list: [{ type: 'foo', key: 'f' }] }] }],
    });
    const { code, stderr, stdout } = run('parse', bad);
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toContain('list[0].columns[0].list[0].type: unknown control "foo"');
  });

  it('validate exits 0 on valid data, 1 on invalid, 2 on a bad definition', () => {
    const valid = run('validate', definition, write('ok.json', { n: 3 }));
    expect(valid.code).toBe(0);
    expect(JSON.parse(valid.stdout)).toEqual({ valid: true, errors: {} });
    const invalid = run('validate', definition, write('low.json', { n: 0 }));
    expect(invalid.code).toBe(1);
    expect(JSON.parse(invalid.stdout)).toEqual({
      valid: false,
      errors: { n: [{ rule: 'min', message: 'form.min', params: { min: 1 } }] },
    });
    expect(run('validate', write('broken.json', '{'), write('d.json', {})).code).toBe(2);
  });

  it('schema prints the JSON Schema', () => {
    const { code, stdout } = run('schema', definition);
    expect(code).toBe(0);
    expect(JSON.parse(stdout)).toMatchObject({
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      required: ['n'],
      properties: { n: { type: 'number', minimum: 1 } },
    });
  });

  it('prints usage and exits 64 on a bad command', () => {
    const { code, stderr } = run('frobnicate');
    expect(code).toBe(64);
    expect(stderr).toContain('usage');
  });
});
