/** What follows the pointer while dragging: the control's icon and label, not the whole control. */
import { currentDefinition, findByKey } from '@siteguard/form-engine';
import { controlIcon } from '../palette/controlIcons';
import { typeName } from '../texts';
import { useCanvas } from './CanvasContext';
import type { DragData } from './dragIds';

export function DragGhost({ drag }: { drag: DragData }) {
  const { current, registry, texts } = useCanvas();
  const definition = currentDefinition(current());
  const label =
    drag.kind === 'control'
      ? (findByKey(definition.list, drag.key)?.control.label ?? drag.type)
      : typeName(texts, drag.type, registry.get(drag.type)?.label ?? drag.type);
  return (
    <div className="sgd-ghost">
      <span className="sgd-ghost-icon">{controlIcon(drag.type)}</span>
      <span className="sgd-ghost-label">{label || drag.type}</span>
    </div>
  );
}
