/** The ids and data of what can be dragged: a palette entry (a new control) or a canvas control. */
export type DragData =
  | { readonly kind: 'new'; readonly type: string }
  | { readonly kind: 'control'; readonly key: string; readonly type: string };

export const paletteDragId = (type: string) => `new:${type}`;
/** Every canvas control is dragged through one draggable (see CanvasDragSource). */
export const CANVAS_DRAG_ID = 'canvas-control';

/** A copy of the drag's data (the canvas source's data object is reused from drag to drag). */
export function dragDataOf(data: unknown): DragData | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const record = data as { kind?: unknown; key?: unknown; type?: unknown };
  if (typeof record.type !== 'string') return undefined;
  if (record.kind === 'new') return { kind: 'new', type: record.type };
  if (record.kind === 'control' && typeof record.key === 'string') {
    return { kind: 'control', key: record.key, type: record.type };
  }
  return undefined;
}

/**
 * The sensors' listeners split by input: the pointer starts a drag from the whole control, the
 * keyboard only from its drag handle (Enter and Space on the control select it instead).
 */
export function sensorListener<Ev>(
  listeners: Record<string, unknown> | undefined,
  name: 'onPointerDown' | 'onKeyDown',
): ((event: Ev) => void) | undefined {
  const handler = listeners?.[name];
  return typeof handler === 'function' ? (handler as (event: Ev) => void) : undefined;
}
