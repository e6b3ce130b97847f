/**
 * The header's actions (spec §2), the set and order chosen by the embedding page. Undo and redo are
 * disabled when there is nothing to restore.
 */
import {
  ClearOutlined,
  CloseOutlined,
  CodeOutlined,
  DownloadOutlined,
  EyeOutlined,
  RedoOutlined,
  SaveOutlined,
  UndoOutlined,
  UploadOutlined,
} from '@ant-design/icons';
import { Button, Divider, Space, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { Fragment, memo } from 'react';
import type { CoreTexts } from '../texts';
import type { ToolbarAction } from './toolbarActions';

const ICONS: Readonly<Record<ToolbarAction, ReactNode>> = {
  save: <SaveOutlined />,
  preview: <EyeOutlined />,
  importJson: <UploadOutlined />,
  exportJson: <DownloadOutlined />,
  exportCode: <CodeOutlined />,
  reset: <ClearOutlined />,
  close: <CloseOutlined />,
  undo: <UndoOutlined />,
  redo: <RedoOutlined />,
};

/** Groups drawn apart: history, the dialogs, clearing, then leaving (close, save). */
const GROUPS: ReadonlyArray<readonly ToolbarAction[]> = [
  ['undo', 'redo'],
  ['preview', 'importJson', 'exportJson', 'exportCode'],
  ['reset'],
  ['close', 'save'],
];

/** Shown as icon buttons with a tooltip; the others carry their label. */
const ICON_ONLY: ReadonlySet<ToolbarAction> = new Set(['undo', 'redo']);
/** Labels the header drops when it is narrow (designerCss.ts); the button's title still names it. */
const LABEL_FOLDS: ReadonlySet<ToolbarAction> = new Set([
  'preview',
  'importJson',
  'exportJson',
  'exportCode',
  'reset',
]);

export interface ToolbarProps {
  readonly actions: readonly ToolbarAction[];
  readonly texts: CoreTexts;
  readonly canUndo: boolean;
  readonly canRedo: boolean;
  readonly saving: boolean;
  readonly onAction: (action: ToolbarAction) => void;
}

/** Memoised: it re-renders when undo/redo availability or saving changes, not on every edit. */
export const Toolbar = memo(function Toolbar({
  actions,
  texts,
  canUndo,
  canRedo,
  saving,
  onAction,
}: ToolbarProps) {
  const wanted = new Set(actions);
  const groups = GROUPS.map((group) => group.filter((action) => wanted.has(action))).filter(
    (group) => group.length > 0,
  );
  const button = (action: ToolbarAction) => {
    const label = texts.toolbar[action];
    const disabled = (action === 'undo' && !canUndo) || (action === 'redo' && !canRedo);
    const node = (
      <Button
        key={action}
        data-action={action}
        type={action === 'save' ? 'primary' : 'text'}
        icon={ICONS[action]}
        disabled={disabled}
        loading={action === 'save' && saving}
        aria-label={label}
        title={LABEL_FOLDS.has(action) ? label : undefined}
        onClick={() => onAction(action)}
      >
        {ICON_ONLY.has(action) ? null : (
          <span className={LABEL_FOLDS.has(action) ? 'sgd-action-label is-folding' : 'sgd-action-label'}>
            {label}
          </span>
        )}
      </Button>
    );
    return ICON_ONLY.has(action) ? (
      <Tooltip key={action} title={label}>
        {node}
      </Tooltip>
    ) : (
      node
    );
  };
  return (
    <Space size={4} className="sgd-toolbar" wrap>
      {groups.map((group, i) => (
        <Fragment key={group.join()}>
          {i > 0 ? <Divider type="vertical" /> : null}
          {group.map(button)}
        </Fragment>
      ))}
    </Space>
  );
});
