/**
 * A control on the canvas: the selection frame, its copy and delete buttons, the drag source and a
 * stop in the Tab order (Enter or Space selects). Re-renders on its own selection change only; its
 * content is DesignControl, memoised by the control's identity.
 */
import { CopyOutlined, DeleteOutlined, DragOutlined, EyeInvisibleOutlined } from '@ant-design/icons';
import type { Control } from '@siteguard/form-engine';
import type { KeyboardEvent, MouseEvent, PointerEvent, ReactNode } from 'react';
import { memo, useCallback, useRef } from 'react';
import type { CoreTexts } from '../texts';
import { fillText } from '../texts';
import { useCanvas } from './CanvasContext';
import { useCanvasDragSource } from './CanvasDragSource';
import { DesignControl } from './DesignControl';
import { useIsSelected } from './stores';

const stopPropagation = (event: { stopPropagation(): void }) => event.stopPropagation();

/**
 * The selected control's key and its drag, copy and delete buttons: plain buttons with a title, as
 * they mount on every selection change (antd's Button and Tooltip cost several times more to mount).
 * A press on them is not the start of a drag.
 */
function SelectionChrome({
  itemKey,
  texts,
  onCopy,
  onRemove,
  onHandleKeyDown,
}: {
  itemKey: string;
  texts: CoreTexts;
  onCopy: () => void;
  onRemove: () => void;
  onHandleKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
}) {
  const button = (className: string, label: string, icon: ReactNode, onClick?: () => void) => (
    <button
      type="button"
      className={`sgd-item-btn ${className}`}
      title={label}
      aria-label={label}
      onKeyDown={className === 'sgd-item-drag' ? onHandleKeyDown : undefined}
      onClick={(event) => {
        event.stopPropagation();
        onClick?.();
      }}
    >
      {icon}
    </button>
  );
  return (
    <>
      <span className="sgd-item-key">{itemKey}</span>
      <div className="sgd-item-actions" onPointerDown={stopPropagation}>
        {button('sgd-item-drag', texts.dragHandle, <DragOutlined />)}
        {button('sgd-item-copy', texts.copy, <CopyOutlined />, onCopy)}
        {button('sgd-item-delete', texts.remove, <DeleteOutlined />, onRemove)}
      </div>
    </>
  );
}

export const CanvasItem = memo(function CanvasItem({ control }: { control: Control }) {
  const { actions, selection, texts } = useCanvas();
  const { key } = control;
  const selected = useIsSelected(selection, key);
  const source = useCanvasDragSource();
  const isDragging = useIsSelected(source.dragging, key);
  const element = useRef<HTMLDivElement>(null);
  const onPointerDown = useCallback(
    (event: PointerEvent<HTMLDivElement>) => {
      if (element.current) source.press(event, element.current, key, control.type);
    },
    [source, key, control.type],
  );
  const onHandleKeyDown = useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      if (element.current) source.keyDown(event, element.current, key, control.type);
    },
    [source, key, control.type],
  );
  const onClick = useCallback(
    (event: MouseEvent) => {
      // The innermost control takes the click; its containers do not.
      event.stopPropagation();
      actions.select(key);
    },
    [actions, key],
  );
  const onKeyDown = useCallback(
    (event: KeyboardEvent) => {
      if (event.target !== event.currentTarget) return;
      if (event.key === 'Enter' || event.key === ' ') {
        event.preventDefault();
        event.stopPropagation();
        actions.select(key);
      }
    },
    [actions, key],
  );
  const hidden = control.options.hidden === true;
  const className = [
    'sgd-item',
    selected ? 'is-selected' : '',
    hidden ? 'is-hidden' : '',
    isDragging ? 'is-dragging' : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    // biome-ignore lint/a11y/useSemanticElements: a control holds other controls and buttons; a <button> may not
    <div
      ref={element}
      className={className}
      data-sgd-item={key}
      data-type={control.type}
      role="button"
      tabIndex={0}
      aria-pressed={selected}
      aria-label={fillText(texts.controlAria, { label: control.label || control.type })}
      onClick={onClick}
      onKeyDown={onKeyDown}
      onPointerDown={onPointerDown}
    >
      <DesignControl control={control} />
      {hidden ? (
        <span className="sgd-item-hidden">
          <EyeInvisibleOutlined /> {texts.hidden}
        </span>
      ) : null}
      {selected ? (
        <SelectionChrome
          itemKey={key}
          texts={texts}
          onCopy={() => actions.copy(key)}
          onRemove={() => actions.remove(key)}
          onHandleKeyDown={onHandleKeyDown}
        />
      ) : null}
    </div>
  );
});
