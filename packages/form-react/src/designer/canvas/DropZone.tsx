/**
 * A list of controls that accepts drops. While a drag is over it, it shows where the control would
 * land (a line), or turns red with the core's reason when the core would refuse the drop there.
 */
import { useDroppable } from '@dnd-kit/core';
import type { Control } from '@siteguard/form-engine';
import { memo } from 'react';
import { useCanvas } from './CanvasContext';
import { CanvasItem } from './CanvasItem';
import { useZoneTarget } from './stores';

export interface DropZoneProps {
  readonly zone: string;
  readonly list: readonly Control[];
  /** x: the controls sit side by side (batch, selectInputList); y: one under the other. */
  readonly axis?: 'x' | 'y';
  readonly className?: string;
}

export const DropZone = memo(function DropZone({ zone, list, axis = 'y', className }: DropZoneProps) {
  const { dropTarget, texts } = useCanvas();
  const { setNodeRef } = useDroppable({ id: zone });
  const target = useZoneTarget(dropTarget, zone);
  const classes = [
    'sgd-zone',
    axis === 'x' ? 'sgd-zone-x' : '',
    list.length === 0 ? 'is-empty' : '',
    target ? (target.refused ? 'is-refused' : 'is-over') : '',
    className ?? '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <div ref={setNodeRef} className={classes} data-sgd-zone={zone} data-axis={axis}>
      {list.map((control) => (
        <CanvasItem key={control.key} control={control} />
      ))}
      {list.length === 0 && !target ? <div className="sgd-zone-empty">{texts.dropHere}</div> : null}
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
