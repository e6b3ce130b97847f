/**
 * Version 0 (a k-form-design export, 3.7 or 3.8) to version 1 (Siteguard's first format).
 *
 * Only shape changes live here; missing values are filled by `parse` for every version.
 * - `config.labelCol` / `config.wrapperCol` written as `{ span: n }` (the 2020 docs) become
 *   `{ xs: n, sm: n, md: n, lg: n, xl: n, xxl: n }`.
 * - a card without `options` (3.7) gets `options: {}`.
 */
import type { Json, JsonObject } from '../model/types';
import { BREAKPOINTS } from '../model/types';
import type { MigrationStep } from './index';

function isObject(value: Json | undefined): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function expandSpan(value: Json | undefined): Json | undefined {
  if (!isObject(value) || typeof value.span !== 'number') return value;
  if (BREAKPOINTS.some((bp) => bp in value)) return value;
  const { span, ...rest } = value;
  return { ...Object.fromEntries(BREAKPOINTS.map((bp) => [bp, span])), ...rest };
}

function upgradeControls(list: Json | undefined, depth: number): Json | undefined {
  if (!Array.isArray(list) || depth > 64) return list;
  return list.map((item) => {
    if (!isObject(item)) return item;
    const next: JsonObject = { ...item };
    if (item.type === 'card' && item.options === undefined) next.options = {};
    if (Array.isArray(item.list)) next.list = upgradeControls(item.list, depth + 1) ?? [];
    if (Array.isArray(item.columns)) {
      next.columns = item.columns.map((column) =>
        isObject(column) && Array.isArray(column.list)
          ? { ...column, list: upgradeControls(column.list, depth + 1) ?? [] }
          : column,
      );
    }
    if (Array.isArray(item.trs)) {
      next.trs = item.trs.map((tr) =>
        isObject(tr) && Array.isArray(tr.tds)
          ? {
              ...tr,
              tds: tr.tds.map((td) =>
                isObject(td) && Array.isArray(td.list)
                  ? { ...td, list: upgradeControls(td.list, depth + 1) ?? [] }
                  : td,
              ),
            }
          : tr,
      );
    }
    return next;
  });
}

export const v0ToV1: MigrationStep = {
  from: 0,
  describe: 'k-form-design export: labelCol/wrapperCol {span} to breakpoints; card options',
  migrate: (doc) => {
    const next: JsonObject = { ...doc };
    if (isObject(doc.config)) {
      const config: JsonObject = { ...doc.config };
      const labelCol = expandSpan(config.labelCol);
      const wrapperCol = expandSpan(config.wrapperCol);
      if (labelCol !== undefined) config.labelCol = labelCol;
      if (wrapperCol !== undefined) config.wrapperCol = wrapperCol;
      next.config = config;
    }
    const list = upgradeControls(doc.list, 0);
    if (list !== undefined) next.list = list;
    return next;
  },
};
