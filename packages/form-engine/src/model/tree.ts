/**
 * Pure helpers over the control tree, shared by validation, the runtime and the designer.
 *
 * Nesting is read from the shape, so custom containers work too: `list` (card, batch, editor, custom),
 * `columns[i].list` (grid, tabs, selectInputList) and `trs[i].tds[j].list` (table).
 */
import type { Control } from './types';

/** One nested list of a control, with its path relative to the control. */
export interface ChildList {
  /** e.g. `columns[1].list`, `trs[0].tds[2].list`, `list`. */
  path: string;
  list: Control[];
}

export interface ControlVisit {
  control: Control;
  /** Path from the definition root, e.g. `list[3].columns[1].list[0]`. */
  path: string;
  /** The control whose list holds this one; null at the top level. */
  parent: Control | null;
  /** 0 at the top level. */
  depth: number;
  /**
   * The batch or selectInputList whose rows hold this control's value, or null when its value sits
   * at the top level of the form data (layouts do not nest data).
   */
  rowOwner: Control | null;
}

/** Return false to skip the control's children. */
export type ControlVisitor = (visit: ControlVisit) => unknown;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function asList(value: unknown): Control[] | null {
  return Array.isArray(value) ? (value as Control[]) : null;
}

/** Every nested list of a control, in document order. */
export function childLists(control: Control): ChildList[] {
  const lists: ChildList[] = [];
  const own = asList(control.list);
  if (own) lists.push({ path: 'list', list: own });
  const columns = control.columns;
  if (Array.isArray(columns)) {
    columns.forEach((column: unknown, i) => {
      const list = isRecord(column) ? asList(column.list) : null;
      if (list) lists.push({ path: `columns[${i}].list`, list });
    });
  }
  const trs = control.trs;
  if (Array.isArray(trs)) {
    trs.forEach((tr: unknown, i) => {
      if (!isRecord(tr) || !Array.isArray(tr.tds)) return;
      tr.tds.forEach((td: unknown, j) => {
        const list = isRecord(td) ? asList(td.list) : null;
        if (list) lists.push({ path: `trs[${i}].tds[${j}].list`, list });
      });
    });
  }
  return lists;
}

/** True for controls whose value is a list of rows holding their children's values. */
export function holdsRows(control: Control): boolean {
  return control.type === 'batch' || control.type === 'selectInputList';
}

/**
 * Visits every control depth-first in document order: grid and tabs columns, card lists, table cells,
 * batch lists and selectInputList columns, at any depth.
 */
export function walkControls(list: readonly Control[], visitor: ControlVisitor, basePath = 'list'): void {
  const visit = (
    items: readonly Control[],
    path: string,
    parent: Control | null,
    depth: number,
    rowOwner: Control | null,
  ): boolean => {
    for (let i = 0; i < items.length; i++) {
      const control = items[i];
      if (!isRecord(control)) continue;
      const here = `${path}[${i}]`;
      const answer = visitor({ control, path: here, parent, depth, rowOwner });
      if (answer === false) continue;
      const owner = holdsRows(control) ? control : rowOwner;
      for (const child of childLists(control)) {
        if (!visit(child.list, `${here}.${child.path}`, control, depth + 1, owner)) return false;
      }
    }
    return true;
  };
  visit(list, basePath, null, 0, null);
}

/** Every control, flattened in document order. */
export function flattenControls(list: readonly Control[]): ControlVisit[] {
  const out: ControlVisit[] = [];
  walkControls(list, (visit) => {
    out.push(visit);
  });
  return out;
}

/** The first control with this model at any depth (batch and selectInputList children included). */
export function findByModel(list: readonly Control[], model: string): ControlVisit | undefined {
  let found: ControlVisit | undefined;
  walkControls(list, (visit) => {
    if (found) return false;
    if (visit.control.model === model) found = visit;
    return undefined;
  });
  return found;
}

/** The first control with this key at any depth. */
export function findByKey(list: readonly Control[], key: string): ControlVisit | undefined {
  let found: ControlVisit | undefined;
  walkControls(list, (visit) => {
    if (found) return false;
    if (visit.control.key === key) found = visit;
    return undefined;
  });
  return found;
}

/**
 * Rebuilds the tree bottom-up: `fn` gets each control with its children already mapped. Returns new
 * objects only along changed paths' ancestors (every container is copied, leaves are what fn returns).
 */
export function mapControls(list: readonly Control[], fn: (control: Control) => Control): Control[] {
  return list.map((control) => {
    if (!isRecord(control)) return control;
    let next: Control = control;
    if (Array.isArray(control.list)) next = { ...next, list: mapControls(control.list as Control[], fn) };
    if (Array.isArray(control.columns)) {
      next = {
        ...next,
        columns: control.columns.map((column: unknown) =>
          isRecord(column) && Array.isArray(column.list)
            ? { ...column, list: mapControls(column.list as Control[], fn) }
            : column,
        ),
      };
    }
    if (Array.isArray(control.trs)) {
      next = {
        ...next,
        trs: control.trs.map((tr: unknown) =>
          isRecord(tr) && Array.isArray(tr.tds)
            ? {
                ...tr,
                tds: tr.tds.map((td: unknown) =>
                  isRecord(td) && Array.isArray(td.list)
                    ? { ...td, list: mapControls(td.list as Control[], fn) }
                    : td,
                ),
              }
            : tr,
        ),
      };
    }
    return fn(next);
  });
}
