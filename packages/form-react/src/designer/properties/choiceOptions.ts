/**
 * The option lists of select, checkbox and radio (value + label rows) and the option trees of
 * treeSelect and cascader (rows with nested `children`). Pure: the editors call these and send the
 * result as the control's `options.options`.
 */
import type { ChoiceOption } from '@siteguard/form-engine';
import { moveBy, removeAt, replaceAt } from './listOps';

/** A tree node's place: indices from the root list down. */
export type TreePath = readonly number[];

/**
 * The value typed into a value box, with the old value's type kept: an option whose value was the
 * number 2 stays a number while the text reads as one (a saved form may compare numbers).
 */
export function coerceLike(previous: string | number, text: string): string | number {
  if (typeof previous === 'number' && text.trim() !== '' && Number.isFinite(Number(text)))
    return Number(text);
  return text;
}

/**
 * The next value as text: one more than the largest whole number in use (after `prefix`), and at
 * least one more than the count, so the third of ['d', 'n'] is '3', as its label 'option 3' reads.
 */
export function nextValue(values: readonly (string | number)[], prefix = ''): string {
  let max = values.length;
  for (const value of values) {
    const text = String(value);
    if (!text.startsWith(prefix)) continue;
    const rest = text.slice(prefix.length);
    if (/^\d+$/.test(rest)) max = Math.max(max, Number(rest));
  }
  return `${prefix}${max + 1}`;
}

/** A new option after the last: value next free, label 'option <value>' (as the defaults read). */
export function addOption(options: readonly ChoiceOption[], prefix = ''): ChoiceOption[] {
  const value = nextValue(
    options.map((o) => o.value),
    prefix,
  );
  return [...options, { value, label: `option ${value}` }];
}

/** The indices of options whose value repeats an earlier or later one (they would be ambiguous). */
export function duplicateIndices(options: readonly { value: string | number }[]): Set<number> {
  const seen = new Map<string, number[]>();
  options.forEach((option, i) => {
    const key = String(option.value);
    seen.set(key, [...(seen.get(key) ?? []), i]);
  });
  return new Set([...seen.values()].filter((indices) => indices.length > 1).flat());
}

export function setOption(
  options: readonly ChoiceOption[],
  index: number,
  patch: Partial<Pick<ChoiceOption, 'value' | 'label'>>,
): ChoiceOption[] {
  const current = options[index];
  return current ? replaceAt(options, index, { ...current, ...patch }) : [...options];
}

export { moveBy as moveOption, removeAt as removeOption };

/** Applies `edit` to the list holding the node at `path` (the root list for a one-step path). */
function editSiblings(
  tree: readonly ChoiceOption[],
  path: TreePath,
  edit: (siblings: readonly ChoiceOption[], index: number) => ChoiceOption[],
): ChoiceOption[] {
  const [head, ...rest] = path;
  if (head === undefined) return [...tree];
  if (rest.length === 0) return edit(tree, head);
  const node = tree[head];
  if (!node) return [...tree];
  const children = editSiblings(node.children ?? [], rest, edit);
  return replaceAt(tree, head, withChildren(node, children));
}

/** A node with `children`, or without the key when there are none (a leaf, as the defaults are). */
function withChildren(node: ChoiceOption, children: ChoiceOption[]): ChoiceOption {
  const { children: _old, ...rest } = node;
  return children.length > 0 ? { ...rest, children } : rest;
}

export function nodeAt(tree: readonly ChoiceOption[], path: TreePath): ChoiceOption | undefined {
  let list: readonly ChoiceOption[] | undefined = tree;
  let node: ChoiceOption | undefined;
  for (const index of path) {
    node = list?.[index];
    list = node?.children;
  }
  return path.length > 0 ? node : undefined;
}

export function setNode(
  tree: readonly ChoiceOption[],
  path: TreePath,
  patch: Partial<Pick<ChoiceOption, 'value' | 'label'>>,
): ChoiceOption[] {
  return editSiblings(tree, path, (siblings, index) => setOption(siblings, index, patch));
}

export function removeNode(tree: readonly ChoiceOption[], path: TreePath): ChoiceOption[] {
  return editSiblings(tree, path, (siblings, index) => removeAt(siblings, index));
}

export function moveNode(tree: readonly ChoiceOption[], path: TreePath, delta: number): ChoiceOption[] {
  return editSiblings(tree, path, (siblings, index) => moveBy(siblings, index, delta));
}

/** A new root node, value next free among the roots. */
export function addRootNode(tree: readonly ChoiceOption[]): ChoiceOption[] {
  return addOption(tree);
}

/**
 * A new last child of the node at `path`; its value continues the parent's ('1' -> '11', '12'...,
 * as the defaults' '1' / '11'), so values stay unique along a branch.
 */
export function addChildNode(tree: readonly ChoiceOption[], path: TreePath): ChoiceOption[] {
  const parent = nodeAt(tree, path);
  if (!parent) return [...tree];
  const prefix = String(parent.value);
  const children = parent.children ?? [];
  const value = nextValue(
    children.map((c) => c.value),
    prefix,
  );
  return editSiblings(tree, path, (siblings, index) =>
    replaceAt(siblings, index, { ...parent, children: [...children, { value, label: `option ${value}` }] }),
  );
}

/** Values used more than once anywhere in a tree (treeSelect needs every value unique). */
export function duplicateTreeValues(tree: readonly ChoiceOption[]): Set<string> {
  const counts = new Map<string, number>();
  const visit = (nodes: readonly ChoiceOption[]) => {
    for (const node of nodes) {
      const key = String(node.value);
      counts.set(key, (counts.get(key) ?? 0) + 1);
      visit(node.children ?? []);
    }
  };
  visit(tree);
  return new Set([...counts].filter(([, n]) => n > 1).map(([value]) => value));
}
