/**
 * The right-hand area: the properties panel bound to the designer's commands. A control edit the
 * core refuses comes back to the panel, which shows it beside the field (no toast).
 */
import { PropertiesPanel } from './properties/PropertiesPanel';
import type { Designer } from './useDesigner';

export function PropertiesArea({ designer }: { designer: Designer }) {
  const { actions } = designer;
  return (
    <PropertiesPanel
      definition={designer.definition}
      selected={designer.selected}
      onControlChange={actions.update}
      onConfigChange={actions.updateConfig}
      onLabelColumnChange={actions.setLabelColumn}
    />
  );
}
