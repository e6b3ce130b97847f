import fc from 'fast-check';
import { z } from 'zod';
import type { RouteTableEntry } from '../../src/platform/http/endpoints.js';

/**
 * fast-check arbitraries for requests to one route, derived from its zod contract: mostly
 * almost-valid inputs (so the handler, not only the validator, is reached) with wrong types, missing
 * and extra fields, boundary and hostile values mixed in; plus bad JSON, wrong content types,
 * multipart uploads with hostile file names, and hostile path segments.
 */

/** One request as `app.inject` takes it; printed as-is when a case fails, so it can be replayed. */
export interface HostileRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  format?: string;
}

const HUGE = 70_000;

export const hostileStrings: readonly string[] = [
  '',
  ' ',
  '../../../../etc/passwd',
  '..\\..\\..\\windows\\win.ini',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '/etc/passwd\u0000.png',
  'a'.repeat(HUGE),
  '𠮷'.repeat(5_000),
  '\u202e\u0000\uffff\ud800',
  "'; drop table sys_user; --",
  '<script>alert(1)</script>',
  ['$', '{7*7}{{7*7}}'].join(''), // template injection, written so it is not one here
  '__proto__',
  'constructor',
  'NaN',
  '-1',
  '1e309',
  '9'.repeat(400),
  '2026-02-30T25:61:00Z',
  '地盤安全許可證',
];

export const hostileNumbers: readonly number[] = [
  0,
  -1,
  -0,
  1.5,
  2 ** 31,
  2 ** 53 + 2,
  -(2 ** 63),
  1e308,
  -1e308,
  Number.MIN_VALUE,
];

/** A value of any JSON type that is probably wrong wherever it lands. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...hostileStrings),
  fc.constantFrom(...hostileNumbers),
  fc.constant(null),
  fc.boolean(),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constant([]),
  fc.constant({}),
  fc.jsonValue({ maxDepth: 2 }),
);

const MISSING = Symbol('missing');

function typesOf(schema: JsonSchema): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  return schema.type ? [schema.type] : [];
}

/** An in-range value of the schema's own type, boundaries included, at `depth` levels of nesting. */
function nearValid(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  const variants = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (variants?.length) return fc.oneof(...variants.map((variant) => valueFor(variant, depth)));
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const options: fc.Arbitrary<unknown>[] = [];
  for (const type of typesOf(schema)) {
    if (type === 'string') options.push(stringFor(schema));
    else if (type === 'integer' || type === 'number') options.push(numberFor(schema, type === 'integer'));
    else if (type === 'boolean') options.push(fc.boolean());
    else if (type === 'null') options.push(fc.constant(null));
    else if (type === 'array')
      options.push(fc.array(valueFor(schema.items ?? {}, depth + 1), { maxLength: depth > 2 ? 1 : 4 }));
    else if (type === 'object') options.push(objectFor(schema, depth));
  }
  return options.length ? fc.oneof(...options) : hostileValue;
}

function stringFor(schema: JsonSchema): fc.Arbitrary<string> {
  const min = schema.minLength ?? 0;
  const max = Math.min(schema.maxLength ?? 40, 200);
  const boundaries = [min, max, max + 1, Math.max(0, min - 1)].map((length) => 'x'.repeat(length));
  const formatted =
    schema.format === 'date-time'
      ? fc
          .date({ min: new Date('1900-01-01'), max: new Date('2200-01-01'), noInvalidDate: true })
          .map((date) => date.toISOString())
      : fc.string({ minLength: min, maxLength: max, unit: 'grapheme' });
  return fc.oneof(formatted, fc.constantFrom(...boundaries), fc.constantFrom(...hostileStrings));
}

function numberFor(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = schema.minimum ?? -1_000_000;
  const max = schema.maximum ?? 1_000_000;
  const inRange = integer
    ? fc.integer({ min: Math.max(min, Number.MIN_SAFE_INTEGER), max: Math.min(max, Number.MAX_SAFE_INTEGER) })
    : fc.double({ min, max, noNaN: true });
  return fc.oneof(inRange, fc.constantFrom(min, max, min - 1, max + 1), fc.constantFrom(...hostileNumbers));
}

/** Required fields are usually there and optional ones often; one extra field now and then. */
function objectFor(schema: JsonSchema, depth: number): fc.Arbitrary<Record<string, unknown>> {
  if (depth > 3) return fc.constant({});
  const required = new Set(schema.required ?? []);
  const fields = Object.entries(schema.properties ?? {}).map(([key, property]) =>
    fc
      .oneof(
        { weight: required.has(key) ? 12 : 3, arbitrary: valueFor(property, depth + 1) },
        { weight: 1, arbitrary: fc.constant(MISSING) },
      )
      .map((value) => [key, value] as const),
  );
  const extra = fc.oneof(
    { weight: 6, arbitrary: fc.constant([] as Array<[string, unknown]>) },
    {
      weight: 1,
      arbitrary: fc.array(fc.tuple(fc.string({ maxLength: 12 }), hostileValue), { maxLength: 2 }),
    },
    { weight: 1, arbitrary: fc.constant([['__proto__', { polluted: true }]] as Array<[string, unknown]>) },
  );
  return fc.tuple(fc.tuple(...fields), extra).map(([known, extraFields]) => {
    const object: Record<string, unknown> = {};
    for (const [key, value] of [...extraFields, ...known]) {
      // defineProperty, so that "__proto__" becomes an own key (as JSON.parse makes it) and not the prototype.
      if (value !== MISSING) Object.defineProperty(object, key, { value, enumerable: true, writable: true });
    }
    return object;
  });
}

function valueFor(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  return fc.oneof({ weight: 5, arbitrary: nearValid(schema, depth) }, { weight: 1, arbitrary: hostileValue });
}

function jsonSchemaOf(schema: z.ZodType | undefined): JsonSchema {
  if (!schema) return {};
  try {
    return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  } catch {
    // Recursive or otherwise unconvertible schemas still get the hostile values.
    return {};
  }
}

/** Query strings as browsers and scripts send them: repeated keys for arrays, JSON for objects. */
function toQueryString(value: unknown): string {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return `q=${encodeURIComponent(JSON.stringify(value) ?? '')}`;
  }
  const params = new URLSearchParams();
  for (const [key, field] of Object.entries(value)) {
    const items = Array.isArray(field) ? field : [field];
    for (const item of items) {
      params.append(key, typeof item === 'object' && item !== null ? JSON.stringify(item) : String(item));
    }
  }
  return params.toString();
}

const rawQueries = fc.constantFrom(
  'a[b][c][d]=1&a[b]=2',
  '%zz=%E0%A4%A',
  '&&&===&',
  `pageNo=${'9'.repeat(400)}&pageSize=-1`,
  'pageNo=1&pageNo=2&pageSize=10&pageSize=abc',
  `searchValue=${'%F0%A0%AE%B7'.repeat(3000)}`,
);

const pathSegments = fc.constantFrom(
  'x',
  '1',
  '-1',
  '..%2f..%2f..%2fetc%2fpasswd',
  '%2e%2e',
  '%00',
  '%E2%80%AE',
  'a'.repeat(2_000),
  'file.png%00.html',
);

const badBodies = fc.constantFrom(
  { contentType: 'application/json', payload: '{"a":' },
  { contentType: 'application/json', payload: '[]' },
  { contentType: 'application/json', payload: 'null' },
  { contentType: 'application/json', payload: '"text"' },
  { contentType: 'application/json', payload: '['.repeat(5_000) },
  { contentType: 'application/json', payload: '{"__proto__":{"polluted":true}}' },
  { contentType: 'application/json', payload: '' },
  { contentType: 'application/json; charset=latin1', payload: '{}' },
  { contentType: 'text/plain', payload: '{}' },
  { contentType: 'application/x-www-form-urlencoded', payload: 'a=1&b=2' },
  { contentType: 'application/xml', payload: '<a><b/></a>' },
  { contentType: 'multipart/form-data', payload: '--no-boundary' },
);

const fileNames = fc.constantFrom(
  'permit.png',
  '../../../../etc/passwd',
  '..\\..\\boot.ini',
  '<img src=x onerror=alert(1)>.png',
  'a'.repeat(1_000),
  '地盤許可證.xlsx',
  'evil.png\u0000.exe',
  '',
);

const fileContents = fc.oneof(
  fc.uint8Array({ maxLength: 256 }).map((bytes) => Buffer.from(bytes)),
  // PNG magic with a lie after it, and a script claiming to be an image.
  fc.constant(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x3c, 0x73])),
  fc.constant(Buffer.from('<svg onload="alert(1)"></svg>')),
);

const multipartBodies = fc
  .tuple(fc.constantFrom('file', 'files', 'x'), fileNames, fileContents, fc.boolean())
  .map(([field, name, content, truncated]) => {
    const boundary = 'siteguardfuzz';
    const head = Buffer.from(
      `--${boundary}\r\ncontent-disposition: form-data; name="${field}"; filename="${name}"\r\n` +
        'content-type: image/png\r\n\r\n',
    );
    const tail = Buffer.from(truncated ? '' : `\r\n--${boundary}--\r\n`);
    return {
      contentType: `multipart/form-data; boundary=${boundary}`,
      payload: Buffer.concat([head, content, tail]),
    };
  });

/** Requests to `route`: valid-looking, wrong, boundary and hostile; headers are added by the caller. */
export function hostileRequests(route: RouteTableEntry): fc.Arbitrary<HostileRequest> {
  const path = fc
    .oneof({ weight: 4, arbitrary: fc.constant('x') }, { weight: 1, arbitrary: pathSegments })
    .map((segment) => route.url.replace(/\*$/, segment).replace(/:[A-Za-z]+/g, segment));
  const query = fc.oneof(
    { weight: 6, arbitrary: valueFor(jsonSchemaOf(route.querystring), 0).map(toQueryString) },
    { weight: 1, arbitrary: rawQueries },
    { weight: 1, arbitrary: fc.constant('') },
  );
  if (route.method !== 'POST' && route.method !== 'PUT' && route.method !== 'PATCH') {
    return fc.tuple(path, query).map(([url, search]) => ({
      method: route.method,
      url: search ? `${url}?${search}` : url,
      headers: {},
    }));
  }
  const json = valueFor(jsonSchemaOf(route.body), 0).map((value) => ({
    contentType: 'application/json',
    payload: JSON.stringify(value) ?? 'null',
  }));
  const body = fc.oneof(
    { weight: route.body ? 8 : 2, arbitrary: json },
    { weight: 2, arbitrary: badBodies },
    { weight: route.body ? 1 : 4, arbitrary: multipartBodies },
  );
  return fc.tuple(path, query, body).map(([url, search, { contentType, payload }]) => ({
    method: route.method,
    url: search && (route.querystring || !route.body) ? `${url}?${search}` : url,
    headers: { 'content-type': contentType },
    payload,
  }));
}

/**
 * Inputs that should pass `schema` (required fields always there, patterns and formats honoured),
 * for the checks that must get past validation to reach a handler. Filtered by the schema itself,
 * so a case it still refuses is dropped rather than sent.
 */
export function validInputs(schema: z.ZodType, count: number): unknown[] {
  const arbitrary = conforming(jsonSchemaOf(schema), 0);
  return fc
    .sample(arbitrary, { numRuns: count * 20, seed: 7 })
    .filter((value) => schema.safeParse(value).success)
    .slice(0, count);
}

function conforming(schema: JsonSchema & { pattern?: string }, depth: number): fc.Arbitrary<unknown> {
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants?.length) return fc.oneof(...variants.map((variant) => conforming(variant, depth)));
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const type = typesOf(schema).find((candidate) => candidate !== 'null');
  switch (type) {
    case 'string': {
      if (schema.pattern)
        return fc.stringMatching(new RegExp(schema.pattern), { maxLength: schema.maxLength });
      if (schema.format === 'date-time')
        return fc
          .date({ min: new Date('2020-01-01'), max: new Date('2030-01-01'), noInvalidDate: true })
          .map((date) => date.toISOString());
      if (schema.format === 'email') return fc.emailAddress();
      if (schema.format === 'uri' || schema.format === 'url') return fc.webUrl();
      return fc.string({
        minLength: Math.max(schema.minLength ?? 0, 1),
        maxLength: Math.min(schema.maxLength ?? 20, 20),
      });
    }
    case 'integer':
      return fc.integer({
        min: Math.max(schema.minimum ?? 0, -1e9),
        max: Math.min(schema.maximum ?? 100, 1e9),
      });
    case 'number':
      return fc.double({ min: schema.minimum ?? 0, max: schema.maximum ?? 100, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(conforming(schema.items ?? {}, depth + 1), { minLength: 1, maxLength: 2 });
    case 'object': {
      if (depth > 4) return fc.constant({});
      const required = new Set(schema.required ?? []);
      const entries = Object.entries(schema.properties ?? {});
      return fc.record(
        Object.fromEntries(entries.map(([key, property]) => [key, conforming(property, depth + 1)])),
        { requiredKeys: entries.map(([key]) => key).filter((key) => required.has(key)) },
      );
    }
    default:
      return fc.constant(null);
  }
}
