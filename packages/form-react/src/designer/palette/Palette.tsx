/**
 * The palette: the registry's controls in three collapsible sections (their open state remembered).
 * A click adds the control (after the selected one, else at the end); a drag drops it on the canvas.
 */
import { useDraggable } from '@dnd-kit/core';
import type { ControlSpec, Registry } from '@siteguard/form-engine';
import { Collapse } from 'antd';
import type { PointerEvent } from 'react';
import { memo, useMemo } from 'react';
import { paletteDragId, sensorListener } from '../canvas/dragIds';
import { pressToDrag } from '../canvas/pressToDrag';
import type { CoreTexts } from '../texts';
import { typeName } from '../texts';
import { controlIcon } from './controlIcons';
import { paletteSections } from './sections';
import { usePaletteOpen } from './usePaletteOpen';

const PaletteItem = memo(function PaletteItem({
  spec,
  name,
  onAdd,
}: {
  spec: ControlSpec;
  name: string;
  onAdd: (type: string) => void;
}) {
  const { setNodeRef, listeners, attributes, isDragging } = useDraggable({
    id: paletteDragId(spec.type),
    data: { kind: 'new', type: spec.type },
  });
  return (
    <button
      ref={setNodeRef}
      type="button"
      className={isDragging ? 'sgd-palette-item is-dragging' : 'sgd-palette-item'}
      data-palette-type={spec.type}
      onClick={() => onAdd(spec.type)}
      onPointerDown={pressToDrag(sensorListener<PointerEvent>(listeners, 'onPointerDown'))}
      aria-describedby={attributes['aria-describedby']}
      title={name}
    >
      <span className="sgd-palette-icon">{controlIcon(spec.type)}</span>
      <span className="sgd-palette-label">{name}</span>
    </button>
  );
});

export function Palette({
  registry,
  texts,
  onAdd,
}: {
  registry: Registry;
  texts: CoreTexts;
  onAdd: (type: string) => void;
}) {
  const [open, setOpen] = usePaletteOpen();
  const sections = useMemo(() => paletteSections(registry), [registry]);
  return (
    <nav className="sgd-palette" aria-label={texts.palette}>
      <Collapse
        ghost
        size="small"
        activeKey={[...open]}
        onChange={(keys) => setOpen(Array.isArray(keys) ? keys : [keys])}
        items={sections
          .filter((section) => section.specs.length > 0)
          .map((section) => ({
            key: section.id,
            label: <span data-palette-section={section.id}>{texts.paletteSections[section.id]}</span>,
            children: (
              <div className="sgd-palette-grid">
                {section.specs.map((spec) => (
                  <PaletteItem
                    key={spec.type}
                    spec={spec}
                    name={typeName(texts, spec.type, spec.label)}
                    onAdd={onAdd}
                  />
                ))}
              </div>
            ),
          }))}
      />
    </nav>
  );
}
