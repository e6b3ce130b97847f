/**
 * Where a palette click puts its control, and what a click on a list's empty space selects (spec §4
 * "Adding", decision 0025). Selection is one control or none: a grid column, a tabs pane, a table
 * cell or a card's body is a list, not a control, so it is never selected itself. A click on its
 * empty space selects the control that owns it; a palette click then lands after that owner, at the
 * owner's level, not inside the list that was clicked.
 */
import type { FormDefinition } from '../model/types';
import type { ControlAddress, ListAddress } from './location';
import { addressOf, findPosition, ROOT } from './location';

/**
 * The address a palette click inserts at: right after the selected control in the list that holds
 * it (after a grid at the grid's level; after a field inside a column in that column), else (nothing
 * selected, or the selected control gone) at the end of the top level.
 */
export function paletteTarget(definition: FormDefinition, selected: string): ControlAddress {
  const at = selected ? findPosition(definition.list, selected) : undefined;
  if (!at) return { list: ROOT, index: definition.list.length };
  return { list: addressOf(definition.list, at.steps), index: at.index + 1 };
}

/** The selection a click on the empty space of `list` makes: its owner's key, or none at the top level. */
export function listClickSelection(list: ListAddress): string {
  return list.owner ?? '';
}
