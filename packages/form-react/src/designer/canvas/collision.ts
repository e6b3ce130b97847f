/**
 * Collision detection for nested zones: the innermost zone under the pointer (the smallest box that
 * contains it), never one inside the control being dragged. Reads live boxes, so a tab switched or a
 * list scrolled during the drag is seen at once. With the keyboard, the dragged box's centre stands
 * in for the pointer. The point used is kept in `point` for the drop position.
 */
import type { CollisionDetection } from '@dnd-kit/core';
import type { Point } from './locate';

export function innermostZone(point: { current: Point | null }): CollisionDetection {
  return ({ active, droppableContainers, pointerCoordinates, collisionRect }) => {
    const at = pointerCoordinates ?? {
      x: collisionRect.left + collisionRect.width / 2,
      y: collisionRect.top + collisionRect.height / 2,
    };
    point.current = at;
    const key = (active.data.current as { key?: unknown } | undefined)?.key;
    const dragged =
      typeof key === 'string' ? document.querySelector(`[data-sgd-item="${CSS.escape(key)}"]`) : null;
    let best: (typeof droppableContainers)[number] | undefined;
    let bestArea = Number.POSITIVE_INFINITY;
    for (const container of droppableContainers) {
      const node = container.node.current;
      if (!node || dragged?.contains(node)) continue;
      const box = node.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (at.x < box.left || at.x > box.right || at.y < box.top || at.y > box.bottom) continue;
      const area = box.width * box.height;
      if (area < bestArea) {
        best = container;
        bestArea = area;
      }
    }
    return best ? [{ id: best.id, data: { droppableContainer: best, value: bestArea } }] : [];
  };
}
