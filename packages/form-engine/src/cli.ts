/**
 * The form engine on the command line (run through tsx: `npm run form -- <command> ...`).
 *
 *   parse <definition.json>                prints the normalised definition; exit 2 on a bad one
 *   validate <definition.json> <data.json> prints {"valid", "errors"}; exit 0 valid, 1 invalid, 2 bad
 *                                          definition (or unreadable data)
 *   schema <definition.json>               prints the JSON Schema of the form's data
 *
 * Errors go to stderr as `path: message`. Exit 64 for a usage error.
 */
import { readFileSync } from 'node:fs';
import { formatParseError, parse, serialize, toJsonSchema, validate } from './index';

const USAGE = `usage: npm run form -- parse <definition.json>
       npm run form -- validate <definition.json> <data.json>
       npm run form -- schema <definition.json>`;

function read(file: string): string | null {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    console.error(`${file}: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  }
}

function out(value: unknown): void {
  process.stdout.write(`${typeof value === 'string' ? value : JSON.stringify(value, null, 2)}\n`);
}

export function main(argv: readonly string[]): number {
  const [command, definitionFile, dataFile] = argv;
  const arity = command === 'validate' ? 3 : 2;
  if (
    !command ||
    !['parse', 'validate', 'schema'].includes(command) ||
    argv.length !== arity ||
    !definitionFile
  ) {
    console.error(USAGE);
    return 64;
  }
  const text = read(definitionFile);
  if (text === null) return 2;
  const parsed = parse(text);
  if (!parsed.ok) {
    console.error(`${definitionFile}: ${formatParseError(parsed.error)}`);
    return 2;
  }
  const { definition } = parsed;
  if (command === 'parse') {
    out(serialize(definition));
    return 0;
  }
  if (command === 'schema') {
    out(toJsonSchema(definition));
    return 0;
  }
  const dataText = dataFile ? read(dataFile) : null;
  if (dataText === null || !dataFile) return 2;
  let data: unknown;
  try {
    data = JSON.parse(dataText);
  } catch {
    console.error(`${dataFile}: not valid JSON`);
    return 2;
  }
  const result = validate(definition, data);
  out({ valid: result.valid, errors: result.errors });
  return result.valid ? 0 : 1;
}

process.exitCode = main(process.argv.slice(2));
