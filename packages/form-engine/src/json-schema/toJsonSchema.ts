/**
 * toJsonSchema(definition): a JSON Schema (2020-12) of the data the form produces, matching what
 * `validate` accepts: one property per visible model (layouts flattened), `required` from the
 * control's required rule, optional values may also be null or '' (empty). Hidden controls are left
 * out (any value passes for them, as in validate). Custom controls without a `valueSchema` accept
 * any value. Pattern rules are not carried over (JSON Schema patterns are ECMA-262 too, but the
 * original's messages would be lost); validate stays the authority.
 */
import type { Registry } from '../controls/registry';
import { builtinRegistry } from '../controls/registry';
import type { SchemaContext } from '../controls/spec';
import type { Control, FormDefinition } from '../model/types';
import type { FieldPlan } from '../validate/validate';
import { compileFields } from '../validate/validate';
import type { JsonSchema } from './types';
import { JSON_SCHEMA_DIALECT } from './types';

export interface JsonSchemaOptions {
  registry?: Registry;
  /** Models hidden at run time: left out like controls with options.hidden. */
  hidden?: Iterable<string>;
}

function typesOf(schema: JsonSchema): string[] {
  const type = schema.type;
  if (typeof type === 'string') return [type];
  return Array.isArray(type) ? type.filter((t): t is string => typeof t === 'string') : [];
}

/** A required value may not be empty. */
function nonEmpty(schema: JsonSchema): JsonSchema {
  const types = typesOf(schema);
  if (types.length === 1 && types[0] === 'string') return { ...schema, minLength: 1 };
  if (types.length === 1 && types[0] === 'array') {
    const minItems = typeof schema.minItems === 'number' ? schema.minItems : 0;
    return { ...schema, minItems: Math.max(1, minItems) };
  }
  if (types.includes('string')) return { ...schema, not: { const: '' } };
  return schema;
}

/** An optional value may also be null or '' (and [] when the value is an array). */
function orEmpty(schema: JsonSchema): JsonSchema {
  const types = typesOf(schema);
  if (Object.keys(schema).length === 0) return schema;
  if (types.length === 1 && types[0] === 'string') return { ...schema, type: ['string', 'null'] };
  const empties: JsonSchema[] = [{ enum: [null, ''] }];
  if (types.includes('array') && typeof schema.minItems === 'number' && schema.minItems > 0) {
    empties.push({ type: 'array', maxItems: 0 });
  }
  return { anyOf: [schema, ...empties] };
}

function hasRequired(plans: readonly FieldPlan[]): boolean {
  return plans.some((plan) => plan.required !== null);
}

export function toJsonSchema(definition: FormDefinition, options: JsonSchemaOptions = {}): JsonSchema {
  const registry = options.registry ?? builtinRegistry;
  const hidden = new Set(options.hidden ?? []);

  const objectOf = (plans: readonly FieldPlan[]): JsonSchema => {
    const properties: Record<string, JsonSchema> = {};
    const required: string[] = [];
    for (const plan of plans) {
      const { control, spec } = plan;
      let schema: JsonSchema = spec?.valueSchema ? spec.valueSchema(control, ctx) : {};
      let isRequired = plan.required !== null;
      // selectInputList: inner rules run for every column, so a column with a required inner field
      // must be there (a missing one reads as an empty object).
      const lastRequired = plan.columns ? plan.columns.findLastIndex(hasRequired) : -1;
      if (lastRequired >= 0) {
        isRequired = true;
        schema = { ...schema, minItems: lastRequired + 1 };
      }
      schema = isRequired ? nonEmpty(schema) : orEmpty(schema);
      if (typeof control.label === 'string' && control.label !== '')
        schema = { title: control.label, ...schema };
      Object.defineProperty(properties, plan.model, {
        value: schema,
        enumerable: true,
        writable: true,
        configurable: true,
      });
      if (isRequired) required.push(plan.model);
    }
    const schema: JsonSchema = { type: 'object', properties };
    if (required.length > 0) schema.required = required;
    return schema;
  };

  const ctx: SchemaContext = {
    objectSchema: (list: readonly Control[]) => objectOf(compileFields(list, registry, hidden)),
  };

  const list: unknown = definition.list;
  const root = ctx.objectSchema(Array.isArray(list) ? (list as Control[]) : []);
  return { $schema: JSON_SCHEMA_DIALECT, ...root };
}
