/**
 * The right-hand area: the properties panel (properties/PropertiesPanel) bound to the designer's
 * commands. The panel shows a control's refusal itself (update returns it instead of a toast).
 */
import type { Designer } from './useDesigner';

export function PropertiesArea({ designer }: { designer: Designer }) {
  return (
    <div className="sgd-properties-placeholder" data-selected={designer.selectedKey}>
      {designer.selected ? designer.selected.label : null}
    </div>
  );
}
