/** The ids and data of what can be dragged: a palette entry (a new control) or a canvas control. */
export type DragData =
  | { readonly kind: 'new'; readonly type: string }
  | { readonly kind: 'control'; readonly key: string; readonly type: string };

export const paletteDragId = (type: string) => `new:${type}`;
export const controlDragId = (key: string) => `control:${key}`;

export function dragDataOf(data: unknown): DragData | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const kind = (data as { kind?: unknown }).kind;
  return kind === 'new' || kind === 'control' ? (data as DragData) : undefined;
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
