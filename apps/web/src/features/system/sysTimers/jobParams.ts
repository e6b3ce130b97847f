/** One parameter of a job, read from the JSON Schema the server gives for it (GET /sysTimers/jobs). */
export interface JobParamField {
  name: string;
  kind: 'integer' | 'number' | 'string' | 'boolean';
  required: boolean;
  min?: number;
  max?: number;
  defaultValue?: unknown;
}

const KINDS = new Set<JobParamField['kind']>(['integer', 'number', 'string', 'boolean']);
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The form fields of a job's parameters: one per property of the object schema, with its type,
 * bounds and default. Properties of a type the form cannot edit are left out (the server fills their
 * defaults); a schema that is not an object gives no fields.
 */
export function jobParamFields(schema: Record<string, unknown>): JobParamField[] {
  if (schema.type !== 'object' || !isRecord(schema.properties)) return [];
  const required = new Set(Array.isArray(schema.required) ? schema.required.map(String) : []);
  return Object.entries(schema.properties).flatMap(([name, property]) => {
    if (!isRecord(property) || !KINDS.has(property.type as JobParamField['kind'])) return [];
    const field: JobParamField = {
      name,
      kind: property.type as JobParamField['kind'],
      // A parameter with a default may be left empty: the server fills it.
      required: required.has(name) && property.default === undefined,
    };
    if (typeof property.minimum === 'number') field.min = property.minimum;
    if (typeof property.maximum === 'number') field.max = property.maximum;
    if (property.default !== undefined) field.defaultValue = property.default;
    return [field];
  });
}

/** The parameters a new timer of this job starts with: each field's default. */
export function defaultParams(fields: readonly JobParamField[]): Record<string, unknown> {
  return Object.fromEntries(
    fields
      .filter((field) => field.defaultValue !== undefined)
      .map((field) => [field.name, field.defaultValue]),
  );
}
