/**
 * A control on the canvas: the selection frame, its copy and delete buttons, the drag source and a
 * stop in the Tab order (Enter or Space selects). Re-renders on its own selection change only; its
 * content is DesignControl, memoised by the control's identity.
 */
import { CopyOutlined, DeleteOutlined, DragOutlined, EyeInvisibleOutlined } from '@ant-design/icons';
import { useDraggable } from '@dnd-kit/core';
import type { Control } from '@siteguard/form-engine';
import { Button, Tooltip } from 'antd';
import type { KeyboardEvent, MouseEvent, PointerEvent } from 'react';
import { memo, useCallback } from 'react';
import { fillText } from '../texts';
import { useCanvas } from './CanvasContext';
import { DesignControl } from './DesignControl';
import { controlDragId, sensorListener } from './dragIds';
import { useIsSelected } from './stores';

export const CanvasItem = memo(function CanvasItem({ control }: { control: Control }) {
  const { actions, selection, texts } = useCanvas();
  const { key } = control;
  const selected = useIsSelected(selection, key);
  const { setNodeRef, listeners, isDragging } = useDraggable({
    id: controlDragId(key),
    data: { kind: 'control', key, type: control.type },
  });
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
      ref={setNodeRef}
      className={className}
      data-sgd-item={key}
      data-type={control.type}
      role="button"
      tabIndex={0}
      aria-pressed={selected}
      aria-label={fillText(texts.controlAria, { label: control.label || control.type })}
      onClick={onClick}
      onKeyDown={onKeyDown}
      onPointerDown={sensorListener<PointerEvent>(listeners, 'onPointerDown')}
    >
      <DesignControl control={control} />
      {hidden ? (
        <span className="sgd-item-hidden">
          <EyeInvisibleOutlined /> {texts.hidden}
        </span>
      ) : null}
      {selected ? (
        <>
          <span className="sgd-item-key">{key}</span>
          <div className="sgd-item-actions">
            <Tooltip title={texts.dragHandle}>
              <Button
                size="small"
                type="primary"
                className="sgd-item-drag"
                icon={<DragOutlined />}
                aria-label={texts.dragHandle}
                onKeyDown={sensorListener<KeyboardEvent>(listeners, 'onKeyDown')}
                onClick={(event) => event.stopPropagation()}
              />
            </Tooltip>
            <Tooltip title={texts.copy}>
              <Button
                size="small"
                type="primary"
                className="sgd-item-copy"
                icon={<CopyOutlined />}
                aria-label={texts.copy}
                onClick={(event) => {
                  event.stopPropagation();
                  actions.copy(key);
                }}
              />
            </Tooltip>
            <Tooltip title={texts.remove}>
              <Button
                size="small"
                type="primary"
                danger
                className="sgd-item-delete"
                icon={<DeleteOutlined />}
                aria-label={texts.remove}
                onClick={(event) => {
                  event.stopPropagation();
                  actions.remove(key);
                }}
              />
            </Tooltip>
          </div>
        </>
      ) : null}
    </div>
  );
});
