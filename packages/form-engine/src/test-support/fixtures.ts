import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const FIXTURE_DIR = fileURLToPath(new URL('../../test-fixtures/', import.meta.url));

/** The text of a fixture in packages/form-engine/test-fixtures/. */
export function fixtureText(name: string): string {
  return readFileSync(`${FIXTURE_DIR}${name}`, 'utf8');
}
