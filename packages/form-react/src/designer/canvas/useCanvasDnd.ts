/**
 * Drag and drop between the palette and the canvas's zones. dnd-kit reports intent (what is dragged,
 * which zone is under the pointer); the drop position comes from the zone's DOM; the core decides:
 * while dragging, a dry run of the same command (insert or move) on the current definition tells
 * whether the drop would be refused, so the zone shows the core's reason before the drop.
 */
import type { DragEndEvent, DragMoveEvent, DragStartEvent, Over } from '@dnd-kit/core';
import { KeyboardSensor, PointerSensor, useSensor, useSensors } from '@dnd-kit/core';
import type {
  ControlAddress,
  DesignerError,
  DesignerState,
  ListAddress,
  Registry,
} from '@siteguard/form-engine';
import {
  addressAfter,
  createControl,
  currentDefinition,
  insert,
  move,
  takenKeys,
} from '@siteguard/form-engine';
import { useMemo, useRef, useState } from 'react';
import type { CoreTexts } from '../texts';
import type { DesignerActions } from '../useDesigner';
import { innermostZone } from './collision';
import type { DragData } from './dragIds';
import { dragDataOf } from './dragIds';
import { OPEN_PANE_EVENT } from './layouts/DesignTabs';
import type { Point } from './locate';
import { locateInZone } from './locate';
import type { DropTarget, ValueStore } from './stores';
import { isZoneId, parseZone } from './zones';

function sameList(a: ListAddress, b: ListAddress): boolean {
  if (a.owner === null || b.owner === null) return a.owner === b.owner;
  return a.owner === b.owner && JSON.stringify(a.slot) === JSON.stringify(b.slot);
}

function sameTarget(a: DropTarget | undefined, b: DropTarget | undefined): boolean {
  return (
    a?.zone === b?.zone &&
    a?.index === b?.index &&
    a?.refused === b?.refused &&
    a?.line?.top === b?.line?.top &&
    a?.line?.left === b?.line?.left &&
    a?.line?.width === b?.line?.width &&
    a?.line?.height === b?.line?.height
  );
}

/** Where a drop at (zone, index) lands for the core: a moved control's index counts without itself. */
export function dropAddress(
  state: DesignerState,
  drag: DragData,
  zone: string,
  index: number,
): { at: ControlAddress; unchanged: boolean } {
  const list = parseZone(zone);
  if (drag.kind === 'new') return { at: { list, index }, unchanged: false };
  const after = addressAfter(currentDefinition(state), drag.key);
  if (!after || !sameList(after.list, list)) return { at: { list, index }, unchanged: false };
  const from = after.index - 1;
  const final = from < index ? index - 1 : index;
  return { at: { list, index: final }, unchanged: final === from };
}

/** The core's answer to a drop, without applying it. */
function dryRun(state: DesignerState, drag: DragData, at: ControlAddress, registry: Registry, now: number) {
  const definition = currentDefinition(state);
  if (drag.kind === 'control') return move(definition, drag.key, at, registry).error;
  const control = createControl(drag.type, registry, now, takenKeys(definition.list));
  return insert(definition, control, at, registry).error;
}

/** How long a drag rests on a tabs pane header before that pane opens. */
const PANE_OPEN_DELAY_MS = 400;

export interface CanvasDndOptions {
  readonly current: () => DesignerState;
  readonly actions: DesignerActions;
  readonly dropTarget: ValueStore<DropTarget | undefined>;
  readonly registry: Registry;
  readonly texts: CoreTexts;
}

export function useCanvasDnd({ current, actions, dropTarget, registry, texts }: CanvasDndOptions) {
  const point = useRef<Point | null>(null);
  const [dragging, setDragging] = useState<DragData | undefined>();
  // No activation constraint: pressToDrag hands the sensor a press only once it has become a drag.
  const sensors = useSensors(useSensor(PointerSensor), useSensor(KeyboardSensor));
  const collisionDetection = useMemo(() => innermostZone(point), []);
  const latest = useRef({ current, actions, dropTarget, registry, texts });
  latest.current = { current, actions, dropTarget, registry, texts };
  const refusal = useRef<{ key: string; error: DesignerError | undefined }>({ key: '', error: undefined });
  const pane = useRef<{ tab: Element | null; timer: number | undefined }>({ tab: null, timer: undefined });

  const handlers = useMemo(() => {
    const targetFor = (drag: DragData | undefined, over: Over | null): DropTarget | undefined => {
      const at = point.current;
      if (!drag || !over || !at || !isZoneId(over.id)) return undefined;
      const zone = over.id;
      const element = document.querySelector<HTMLElement>(`[data-sgd-zone="${CSS.escape(zone)}"]`);
      if (!element) return undefined;
      const { index, line } = locateInZone(element, at);
      const { current: state, registry: reg, texts: words } = latest.current;
      // The dry run walks the form: once per place, not once per pointer move.
      const key = `${zone}|${index}`;
      if (refusal.current.key !== key) {
        const { at: address } = dropAddress(state(), drag, zone, index);
        refusal.current = { key, error: dryRun(state(), drag, address, reg, Date.now()) };
      }
      const error = refusal.current.error;
      return { zone, index, line, refused: error ? (words.errors[error.code] ?? error.message) : undefined };
    };
    const show = (next: DropTarget | undefined) => {
      const store = latest.current.dropTarget;
      if (!sameTarget(store.get(), next)) store.set(next);
    };
    /** Resting on a tabs pane header while dragging opens that pane, so a drop can reach it. */
    const hoverPane = () => {
      const at = point.current;
      const tab = at
        ? (document.elementFromPoint(at.x, at.y)?.closest('.sgd-tabs .ant-tabs-tab') ?? null)
        : null;
      if (tab === pane.current.tab) return;
      window.clearTimeout(pane.current.timer);
      pane.current = { tab, timer: undefined };
      if (tab && !tab.classList.contains('ant-tabs-tab-active')) {
        // Not a click: the pointer sensor swallows clicks while a drag is on.
        const open = () => tab.dispatchEvent(new CustomEvent(OPEN_PANE_EVENT, { bubbles: true }));
        pane.current.timer = window.setTimeout(open, PANE_OPEN_DELAY_MS);
      }
    };
    const clear = () => {
      window.clearTimeout(pane.current.timer);
      pane.current = { tab: null, timer: undefined };
      refusal.current = { key: '', error: undefined };
      latest.current.dropTarget.set(undefined);
      setDragging(undefined);
    };
    return {
      onDragStart: (event: DragStartEvent) => {
        refusal.current = { key: '', error: undefined };
        setDragging(dragDataOf(event.active.data.current));
      },
      onDragMove: (event: DragMoveEvent) => {
        hoverPane();
        show(targetFor(dragDataOf(event.active.data.current), event.over));
      },
      onDragEnd: (event: DragEndEvent) => {
        const drag = dragDataOf(event.active.data.current);
        const target = targetFor(drag, event.over);
        clear();
        if (!drag || !target) return;
        const { at, unchanged } = dropAddress(latest.current.current(), drag, target.zone, target.index);
        if (unchanged) return;
        if (drag.kind === 'new') latest.current.actions.insertNew(drag.type, at);
        else latest.current.actions.move(drag.key, at);
      },
      onDragCancel: clear,
    };
  }, []);

  return { sensors, collisionDetection, dragging, ...handlers };
}
