/**
 * One control's content on the canvas, by type: the layouts and row containers as drop zones, every
 * other control through its runtime adapter. Memoised by the control's identity: the core copies
 * only the path to a change, so an edit redraws the changed control and its ancestors only.
 */
import type { Control } from '@siteguard/form-engine';
import { slotsOf } from '@siteguard/form-engine';
import { Alert } from 'antd';
import type { ComponentType } from 'react';
import { memo } from 'react';
import { useCanvas } from './CanvasContext';
import { DesignField, DesignStatic } from './DesignLeaf';
import { DropZone } from './DropZone';
import { DesignCard } from './layouts/DesignCard';
import { DesignGrid } from './layouts/DesignGrid';
import { DesignBatch, DesignSelectInputList } from './layouts/DesignRows';
import { DesignTable } from './layouts/DesignTable';
import { DesignTabs } from './layouts/DesignTabs';
import { childZone } from './zones';

const CONTAINERS: Readonly<Record<string, ComponentType<{ control: Control }>>> = {
  grid: DesignGrid,
  tabs: DesignTabs,
  card: DesignCard,
  table: DesignTable,
  batch: DesignBatch,
  selectInputList: DesignSelectInputList,
};

/** A custom container type: each of its lists as a zone, one under the other. */
function DesignSlots({ control }: { control: Control }) {
  return (
    <div className="sgd-slots">
      <div className="sgd-slots-title">{control.label}</div>
      {slotsOf(control).map(({ slot, list }) => {
        const zone = childZone(control.key, slot);
        return <DropZone key={zone} zone={zone} list={list} />;
      })}
    </div>
  );
}

export const DesignControl = memo(function DesignControl({ control }: { control: Control }) {
  const { adapters } = useCanvas();
  const Container = CONTAINERS[control.type];
  if (Container) return <Container control={control} />;
  const adapter = adapters[control.type];
  // The editor keeps an empty `list` but is not a container.
  if (control.type !== 'editor' && (!adapter || adapter.kind === 'static') && slotsOf(control).length > 0) {
    return <DesignSlots control={control} />;
  }
  if (!adapter) return <Alert type="warning" showIcon message={control.type} />;
  if (adapter.kind === 'static') return <DesignStatic control={control} adapter={adapter} />;
  return <DesignField control={control} adapter={adapter} />;
});
