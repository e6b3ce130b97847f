/** A JSON Schema (2020-12) object. */
export type JsonSchema = { [keyword: string]: unknown };

export const JSON_SCHEMA_DIALECT = 'https://json-schema.org/draft/2020-12/schema';
