/**
 * The buttons at the end of a list row: move up, move down, remove. Removing something that holds
 * controls asks first (spec: confirmation before destructive actions); undo can still restore it.
 */
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined } from '@ant-design/icons';
import { Button, Popconfirm } from 'antd';
import type { ReactNode } from 'react';
import { useTexts } from '../lang';
import { PROPERTIES_TEXTS } from './texts';

interface RowActionsProps {
  /** The row's name in the buttons' accessible names: its number from 1, or a path such as 1.2. */
  readonly name: string | number;
  readonly onMove?: (delta: number) => void;
  readonly isFirst?: boolean;
  readonly isLast?: boolean;
  readonly onRemove: () => void;
  readonly canRemove?: boolean;
  /** Asked before removing, when set. */
  readonly confirm?: ReactNode;
  readonly removeLabel?: string;
}

export function RowActions({
  name,
  onMove,
  isFirst,
  isLast,
  onRemove,
  canRemove = true,
  confirm,
  removeLabel,
}: RowActionsProps) {
  const t = useTexts(PROPERTIES_TEXTS).list;
  const remove = `${removeLabel ?? t.remove} ${name}`;
  const removeButton = (
    <Button
      type="text"
      size="small"
      danger
      icon={<DeleteOutlined />}
      aria-label={remove}
      title={remove}
      disabled={!canRemove}
      onClick={confirm ? undefined : onRemove}
    />
  );
  return (
    <span className="sg-props-row-actions">
      {onMove && (
        <>
          <Button
            type="text"
            size="small"
            icon={<ArrowUpOutlined />}
            aria-label={`${t.moveUp} ${name}`}
            title={t.moveUp}
            disabled={isFirst}
            onClick={() => onMove(-1)}
          />
          <Button
            type="text"
            size="small"
            icon={<ArrowDownOutlined />}
            aria-label={`${t.moveDown} ${name}`}
            title={t.moveDown}
            disabled={isLast}
            onClick={() => onMove(1)}
          />
        </>
      )}
      {confirm && canRemove ? (
        <Popconfirm
          title={confirm}
          okText={t.yes}
          cancelText={t.no}
          okButtonProps={{ danger: true }}
          onConfirm={onRemove}
        >
          {removeButton}
        </Popconfirm>
      ) : (
        removeButton
      )}
    </span>
  );
}
