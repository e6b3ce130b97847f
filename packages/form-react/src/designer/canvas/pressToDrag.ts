/**
 * Starts dnd-kit's pointer sensor only once a press has travelled DRAG_DISTANCE px. dnd-kit ends every
 * press its sensor sees, a plain click too, with state updates in DndContext that re-render every
 * draggable on the canvas (500 of them on a big form) — for nothing. Here a click never reaches the
 * sensor; a drag hands it the original press, so the drag starts where the press was.
 */
import type { PointerEvent as ReactPointerEvent } from 'react';

export const DRAG_DISTANCE = 4;

/** Presses already taken by an inner control (a press bubbles through its containers). */
const taken = new WeakSet<Event>();

export function pressToDrag(
  start: ((event: ReactPointerEvent<Element>) => void) | undefined,
): (event: ReactPointerEvent<Element>) => void {
  return (event) => {
    if (!start || event.button !== 0 || !event.isPrimary || taken.has(event.nativeEvent)) return;
    taken.add(event.nativeEvent);
    const { clientX, clientY } = event;
    const doc = event.currentTarget.ownerDocument;
    const stop = () => {
      doc.removeEventListener('pointermove', move, true);
      doc.removeEventListener('pointerup', stop, true);
      doc.removeEventListener('pointercancel', stop, true);
    };
    const move = (next: PointerEvent) => {
      if (Math.hypot(next.clientX - clientX, next.clientY - clientY) < DRAG_DISTANCE) return;
      stop();
      start(event);
    };
    doc.addEventListener('pointermove', move, true);
    doc.addEventListener('pointerup', stop, true);
    doc.addEventListener('pointercancel', stop, true);
  };
}
