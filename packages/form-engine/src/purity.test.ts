/** The engine runs in browsers and on the server: no Node, DOM, React or antd in its sources. */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = fileURLToPath(new URL('.', import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test-support' ? [] : sources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') && entry.name !== 'cli.ts'
      ? [path]
      : [];
  });
}

describe('purity', () => {
  it.each(sources(SRC).map((path) => [relative(SRC, path), path]))(
    '%s imports only the engine',
    (_name, path) => {
      const text = readFileSync(path, 'utf8');
      const imports = [...text.matchAll(/from '([^']+)'/g)].map((match) => match[1] ?? '');
      expect(imports.filter((specifier) => !specifier.startsWith('.'))).toEqual([]);
      expect(text).not.toMatch(/\b(process|window|document|globalThis|require)\s*[.(]/);
    },
  );
});
