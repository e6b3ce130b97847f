/**
 * Where in a zone a dragged control would land: the index among the zone's own controls (read from
 * the DOM, binary search: a zone's controls are laid out in order along its axis) and the insertion
 * line's box relative to the zone.
 */
import type { DropTarget } from './stores';

export interface Point {
  readonly x: number;
  readonly y: number;
}

function itemsOf(zone: HTMLElement): HTMLElement[] {
  const items: HTMLElement[] = [];
  for (const child of zone.children) {
    if (child instanceof HTMLElement && child.dataset.sgdItem !== undefined) items.push(child);
  }
  return items;
}

export function locateInZone(zone: HTMLElement, point: Point): { index: number; line: DropTarget['line'] } {
  const items = itemsOf(zone);
  const horizontal = zone.dataset.axis === 'x';
  const along = horizontal ? point.x : point.y;
  let lo = 0;
  let hi = items.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    const rect = (items[mid] as HTMLElement).getBoundingClientRect();
    const middle = horizontal ? rect.left + rect.width / 2 : rect.top + rect.height / 2;
    if (along < middle) hi = mid;
    else lo = mid + 1;
  }
  const index = lo;
  if (items.length === 0) return { index, line: undefined };
  const box = zone.getBoundingClientRect();
  const before = items[index]?.getBoundingClientRect();
  const after = (items[index - 1] ?? items[0])?.getBoundingClientRect() as DOMRect;
  if (horizontal) {
    const x = before ? before.left : after.right;
    return {
      index,
      line: { top: 0, left: Math.round(x - box.left - 1), width: 2, height: Math.round(box.height) },
    };
  }
  const y = before ? before.top : after.bottom;
  return {
    index,
    line: { top: Math.round(y - box.top - 1), left: 0, width: Math.round(box.width), height: 2 },
  };
}
