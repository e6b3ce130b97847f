/**
 * A list of controls that accepts drops. While a drag is over it, it shows where the control would
 * land (a line), or turns red with the core's reason when the core would refuse the drop there.
 */
import { useDroppable } from '@dnd-kit/core';
import type { Control } from '@siteguard/form-engine';
import { listClickSelection } from '@siteguard/form-engine';
import type { MouseEvent } from 'react';
import { memo, useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useCanvas } from './CanvasContext';
import { CanvasItem } from './CanvasItem';
import type { Chunk } from './chunks';
import { rechunk } from './chunks';
import { useZoneTarget } from './stores';
import { parseZone } from './zones';

export interface DropZoneProps {
  readonly zone: string;
  readonly list: readonly Control[];
  /** x: the controls sit side by side (batch, selectInputList); y: one under the other. */
  readonly axis?: 'x' | 'y';
  readonly className?: string;
}

/** A run of controls; skips its render while the run is the same array (see chunks.ts). */
const ZoneChunk = memo(function ZoneChunk({ items }: { items: readonly Control[] }) {
  return (
    <>
      {items.map((control) => (
        <CanvasItem key={control.key} control={control} />
      ))}
    </>
  );
});

let lastChunkId = 0;
const nextChunkId = () => ++lastChunkId;

/** The list in chunks that keep their identity across edits; the committed chunks seed the next. */
function useChunks(list: readonly Control[]): readonly Chunk[] {
  const committed = useRef<readonly Chunk[]>([]);
  const chunks = useMemo(() => rechunk(committed.current, list, nextChunkId), [list]);
  useLayoutEffect(() => {
    committed.current = chunks;
  }, [chunks]);
  return chunks;
}

export const DropZone = memo(function DropZone({ zone, list, axis = 'y', className }: DropZoneProps) {
  const { actions, dropTarget, texts } = useCanvas();
  const { setNodeRef } = useDroppable({ id: zone });
  // A column, pane or cell is not a control and is never selected itself (decision 0025): a click
  // on its empty space selects the control that owns it, so a palette click lands after that one.
  const onClick = useCallback(
    (event: MouseEvent) => {
      event.stopPropagation();
      actions.select(listClickSelection(parseZone(zone)));
    },
    [actions, zone],
  );
  const target = useZoneTarget(dropTarget, zone);
  const chunks = useChunks(list);
  const classes = [
    'sgd-zone',
    axis === 'x' ? 'sgd-zone-x' : '',
    list.length === 0 ? 'is-empty' : '',
    className ?? '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    // The drag state is an attribute and an overlay child, never a class: a class change on a zone
    // makes the browser restyle everything inside it (8 ms for a 500-control list).
    // biome-ignore lint/a11y/useKeyWithClickEvents: its owner is selected by keyboard on the owner itself
    // biome-ignore lint/a11y/noStaticElementInteractions: only a click on the list's empty space lands here
    <div
      ref={setNodeRef}
      className={classes}
      data-sgd-zone={zone}
      data-axis={axis}
      data-drop={target ? (target.refused ? 'refused' : 'over') : undefined}
      onClick={onClick}
    >
      {chunks.map((chunk) => (
        <ZoneChunk key={chunk.id} items={chunk.items} />
      ))}
      {list.length === 0 && !target ? <div className="sgd-zone-empty">{texts.dropHere}</div> : null}
      {target ? (
        <div className={target.refused ? 'sgd-zone-overlay is-refused' : 'sgd-zone-overlay'} />
      ) : null}
      {target?.line && !target.refused ? (
        <div
          className="sgd-drop-line"
          style={{
            top: target.line.top,
            left: target.line.left,
            width: target.line.width,
            height: target.line.height,
          }}
        />
      ) : null}
      {target?.refused ? (
        <div className="sgd-zone-refusal" role="alert">
          {target.refused}
        </div>
      ) : null}
    </div>
  );
});
