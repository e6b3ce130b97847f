/**
 * What the engine knows about one control type. Built-in specs live one per file beside this one;
 * apps add their own with `createRegistry(extra)`.
 */
import type { JsonSchema } from '../json-schema/types';
import type { Control, JsonObject } from '../model/types';
import type { FieldError } from '../validate/errors';

/** field: holds a value under `model`; display: button, alert, text, html; layout: holds controls. */
export type ControlKind = 'field' | 'display' | 'layout';

export interface SchemaContext {
  /** The JSON Schema of the data of a list of controls (layouts flattened), as one object. */
  objectSchema(list: readonly Control[]): JsonSchema;
}

export interface ControlSpec {
  readonly type: string;
  /** Palette label (the interface is English only). */
  readonly label: string;
  readonly icon?: string;
  readonly kind: ControlKind;
  /** False for the spec's model-less types; `createControl` then gives no `model`. */
  readonly hasModel: boolean;
  /** True when a new control starts with `rules: [{ required: false, message: '必填项' }]`. */
  readonly hasRules: boolean;
  /** May be dropped inside a batch or a selectInputList. */
  readonly rowChild: boolean;
  /** Fresh default options. */
  readonly options: () => JsonObject;
  /**
   * Defaults for exports made before the 3.8 rewrite, used instead of `options` to fill a control
   * that carries no 3.8 marker (`showLabel` or `noFormItem`). Only text differs today.
   */
  readonly legacyOptions?: () => JsonObject;
  /** Fresh nested structure (`list`, `columns`, `trs`) for a new control. */
  readonly structure?: () => JsonObject;
  /** True when a non-empty value has the right shape; a wrong shape is a 'type' error. */
  readonly accepts?: (value: unknown, control: Control) => boolean;
  /** True when the value is an array (then [] counts as empty and a required check fails on it). */
  readonly arrayValued?: (control: Control) => boolean;
  /** Type-specific checks of a non-empty value of the right shape (min, max, step, limit). */
  readonly checks?: (value: unknown, control: Control) => FieldError[];
  /** The JSON Schema of a non-empty value (nullability and `required` are added by the caller). */
  readonly valueSchema?: (control: Control, ctx: SchemaContext) => JsonSchema;
}

/** The first rule of a new field control. */
export const DEFAULT_REQUIRED_MESSAGE = '必填项';
