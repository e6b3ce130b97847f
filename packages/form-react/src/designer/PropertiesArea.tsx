/**
 * The right-hand area: the properties panel bound to the designer's commands. A control edit the
 * core refuses comes back to the panel, which shows it beside the field (no toast).
 *
 * A change made on the canvas (a click, drop, copy, delete, undo) reaches the panel after the canvas
 * has painted it: the panel (dozens of inputs for a new selection) never holds back the frame that
 * shows the change. A change made in the panel itself shows there at once, so its fields never lag
 * behind what is typed.
 */
import type { ControlPatch, FormConfig, FormDefinition } from '@siteguard/form-engine';
import { currentDefinition } from '@siteguard/form-engine';
import { memo, startTransition, useCallback, useEffect, useState } from 'react';
import { PropertiesPanel } from './properties/PropertiesPanel';
import type { Designer } from './useDesigner';
import { selectedControl } from './useDesigner';

const Panel = memo(PropertiesPanel);

interface Shown {
  readonly definition: FormDefinition;
  readonly selectedKey: string;
}

export function PropertiesArea({ designer }: { designer: Designer }) {
  const { actions, current, definition, selectedKey } = designer;
  const [shown, setShown] = useState<Shown>({ definition, selectedKey });
  const behind = shown.definition !== definition || shown.selectedKey !== selectedKey;

  useEffect(() => {
    if (!behind) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // After the next frame is painted (a task queued from requestAnimationFrame).
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setShown({ definition, selectedKey })));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [behind, definition, selectedKey]);

  /** Runs a panel edit and shows its result in the same render. */
  const inPlace = useCallback(
    <R,>(edit: () => R): R => {
      const result = edit();
      const state = current();
      setShown({ definition: currentDefinition(state), selectedKey: state.selection.key });
      return result;
    },
    [current],
  );
  const onControlChange = useCallback(
    (key: string, patch: ControlPatch) => inPlace(() => actions.update(key, patch)),
    [actions, inPlace],
  );
  const onConfigChange = useCallback(
    (patch: Partial<FormConfig>) => inPlace(() => actions.updateConfig(patch)),
    [actions, inPlace],
  );
  const onLabelColumnChange = useCallback(
    (value: number) => inPlace(() => actions.setLabelColumn(value)),
    [actions, inPlace],
  );
  const selected = selectedControl(shown.definition, shown.selectedKey);

  return (
    <Panel
      definition={shown.definition}
      selected={selected}
      onControlChange={onControlChange}
      onConfigChange={onConfigChange}
      onLabelColumnChange={onLabelColumnChange}
    />
  );
}
