/**
 * What dnd-kit's live region says during a drag, in the designer's language and with the control's
 * name (its label, or the palette name of a new one) instead of dnd-kit's internal ids.
 */
import type { Announcements, ScreenReaderInstructions } from '@dnd-kit/core';
import type { DesignerState, Registry } from '@siteguard/form-engine';
import { currentDefinition, findByKey } from '@siteguard/form-engine';
import type { CoreTexts } from '../texts';
import { fillText, typeName } from '../texts';
import { dragDataOf } from './dragIds';

export function dragAccessibility(
  texts: CoreTexts,
  registry: Registry,
  current: () => DesignerState,
): { announcements: Announcements; screenReaderInstructions: ScreenReaderInstructions } {
  const nameOf = (data: unknown): string => {
    const drag = dragDataOf(data);
    if (!drag) return '';
    if (drag.kind === 'control') {
      const label = findByKey(currentDefinition(current()).list, drag.key)?.control.label;
      if (label) return label;
    }
    return typeName(texts, drag.type, registry.get(drag.type)?.label ?? drag.type);
  };
  const say = (text: string, data: unknown) => fillText(text, { name: nameOf(data) });
  const a = texts.announce;
  return {
    screenReaderInstructions: { draggable: a.instructions },
    announcements: {
      onDragStart: ({ active }) => say(a.pickedUp, active.data.current),
      onDragOver: ({ active, over }) => say(over ? a.over : a.notOver, active.data.current),
      onDragEnd: ({ active, over }) => say(over ? a.dropped : a.droppedOutside, active.data.current),
      onDragCancel: ({ active }) => say(a.cancelled, active.data.current),
    },
  };
}
