/**
 * One draggable for every control on the canvas. dnd-kit re-renders each useDraggable host when a
 * drag starts, moves over another zone and ends; with a hook per control that is every control of a
 * 500-control form, several times per drag. Instead a pressed control lends its element to this one
 * draggable just before the drag starts (pointer: after DRAG_DISTANCE of travel; keyboard: Space or
 * Enter on its drag handle), and the controls never subscribe to dnd-kit at all.
 */
import { useDndMonitor, useDraggable } from '@dnd-kit/core';
import type { KeyboardEvent, PointerEvent, ReactNode } from 'react';
import { createContext, useContext, useMemo, useRef, useState } from 'react';
import { CANVAS_DRAG_ID, sensorListener } from './dragIds';
import { pressToDrag } from './pressToDrag';
import { ValueStore } from './stores';

export interface CanvasDragSourceValue {
  /** A press on a control: becomes a drag of it once the pointer travels. */
  press(event: PointerEvent<Element>, element: HTMLElement, key: string, type: string): void;
  /** A key on a control's drag handle: dnd-kit's keyboard sensor takes it from there. */
  keyDown(event: KeyboardEvent<Element>, element: HTMLElement, key: string, type: string): void;
  /** The key of the control being dragged, '' when none (its element is dimmed). */
  readonly dragging: ValueStore<string>;
}

const CanvasDragSourceContext = createContext<CanvasDragSourceValue | null>(null);

export function useCanvasDragSource(): CanvasDragSourceValue {
  const value = useContext(CanvasDragSourceContext);
  if (!value) throw new Error('a canvas control is drawn outside the designer workspace');
  return value;
}

export function CanvasDragSource({ children }: { children: ReactNode }) {
  // dnd-kit reads the data object when the drag starts: it is filled just before.
  const [data] = useState(() => ({ kind: 'control', key: '', type: '' }));
  const [dragging] = useState(() => new ValueStore(''));
  const { setNodeRef, listeners } = useDraggable({ id: CANVAS_DRAG_ID, data });
  const latest = useRef(listeners);
  latest.current = listeners;
  useDndMonitor({
    onDragStart: ({ active }) => dragging.set(active.id === CANVAS_DRAG_ID ? data.key : ''),
    onDragEnd: () => dragging.set(''),
    onDragCancel: () => dragging.set(''),
  });
  const value = useMemo((): CanvasDragSourceValue => {
    const lend = (element: HTMLElement, key: string, type: string) => {
      data.key = key;
      data.type = type;
      setNodeRef(element);
    };
    return {
      press: (event, element, key, type) => {
        pressToDrag((press) => {
          lend(element, key, type);
          sensorListener<PointerEvent<Element>>(latest.current, 'onPointerDown')?.(press);
        })(event);
      },
      keyDown: (event, element, key, type) => {
        lend(element, key, type);
        sensorListener<KeyboardEvent<Element>>(latest.current, 'onKeyDown')?.(event);
      },
      dragging,
    };
  }, [data, dragging, setNodeRef]);
  return <CanvasDragSourceContext.Provider value={value}>{children}</CanvasDragSourceContext.Provider>;
}
