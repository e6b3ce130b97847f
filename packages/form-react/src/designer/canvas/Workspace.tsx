/**
 * Palette and canvas inside one DndContext, drawn once: the canvas reads the definition from the
 * designer's store instead of props, so an edit or a selection never re-renders the DndContext (each
 * of its renders hands a new transform to every draggable's context, which makes React walk the
 * whole canvas looking for readers).
 */
import { DndContext, DragOverlay } from '@dnd-kit/core';
import { memo, useMemo } from 'react';
import type { RuntimeLang } from '../../runtime/locale';
import { Palette } from '../palette/Palette';
import { dragAccessibility } from './announcements';
import { Canvas } from './Canvas';
import { useCanvas } from './CanvasContext';
import { CanvasDragSource } from './CanvasDragSource';
import { DragGhost } from './DragGhost';
import { useCanvasDnd } from './useCanvasDnd';

/** Drag animation of spec §9. */
const DROP_ANIMATION = { duration: 180, easing: 'cubic-bezier(0.2, 0, 0, 1)' };

export const Workspace = memo(function Workspace({ lang }: { lang: RuntimeLang }) {
  const { actions, current, dropTarget, registry, texts } = useCanvas();
  const dnd = useCanvasDnd({ current, actions, dropTarget, registry, texts });
  const accessibility = useMemo(
    () => dragAccessibility(texts, registry, current),
    [texts, registry, current],
  );
  return (
    <DndContext
      accessibility={accessibility}
      sensors={dnd.sensors}
      collisionDetection={dnd.collisionDetection}
      onDragStart={dnd.onDragStart}
      onDragMove={dnd.onDragMove}
      onDragEnd={dnd.onDragEnd}
      onDragCancel={dnd.onDragCancel}
    >
      <aside className="sgd-side sgd-side-left">
        <div className="sgd-side-scroll">
          <Palette registry={registry} texts={texts} onAdd={actions.add} />
        </div>
      </aside>
      <main className="sgd-canvas">
        <CanvasDragSource>
          <Canvas lang={lang} />
        </CanvasDragSource>
      </main>
      <DragOverlay
        className="sgd-overlay"
        dropAnimation={dnd.dragging?.kind === 'control' ? DROP_ANIMATION : null}
      >
        {dnd.dragging ? <DragGhost drag={dnd.dragging} /> : null}
      </DragOverlay>
    </DndContext>
  );
});
