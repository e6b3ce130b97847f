/**
 * The columns of grid (spans), tabs (pane labels) and selectInputList (value and label): edit, add,
 * remove (asking first when the column holds controls; the last column stays), reorder. Patches
 * keep every other column, children and all (columns.ts).
 */
import { PlusOutlined } from '@ant-design/icons';
import type { ControlPatch } from '@siteguard/form-engine';
import { GRID_SPAN_MAX } from '@siteguard/form-engine';
import { Button, Typography } from 'antd';
import { fill } from '../../runtime/locale';
import { useTexts } from '../lang';
import { SPAN_BOUNDS } from './bounds';
import type { Column } from './columns';
import {
  addGridColumn,
  addLabelledColumn,
  contentCount,
  moveColumn,
  removeColumn,
  setColumn,
  setSpan,
} from './columns';
import { NumberBox } from './NumberField';
import { RowActions } from './RowActions';
import { DraftInput } from './TextField';
import { PROPERTIES_TEXTS } from './texts';

interface ColumnsEditorProps {
  readonly variant: 'grid' | 'panes' | 'labelled';
  readonly columns: readonly Column[];
  readonly onPatch: (patch: ControlPatch) => void;
}

export function ColumnsEditor({ variant, columns, onPatch }: ColumnsEditorProps) {
  const t = useTexts(PROPERTIES_TEXTS).list;
  const apply = (patch: ControlPatch | undefined) => {
    if (patch) onPatch(patch);
  };
  const add = variant === 'grid' ? addGridColumn : addLabelledColumn;
  return (
    <div className="sg-props-list" data-testid={`columns-${variant}`}>
      {columns.map((column, i) => {
        const count = contentCount(column);
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: a column is its position; its fields are edited in place
          <div className="sg-props-row" key={i}>
            {variant === 'grid' && (
              <>
                <Typography.Text type="secondary" className="sg-props-value">
                  {t.span} {i + 1}
                </Typography.Text>
                <span className="sg-props-grow">
                  <NumberBox
                    aria-label={`${t.span} ${i + 1}`}
                    value={column.span}
                    bounds={SPAN_BOUNDS}
                    onCommit={(span) => apply(setSpan(columns, i, span))}
                  />
                </span>
              </>
            )}
            {variant === 'labelled' && (
              <span className="sg-props-value">
                <DraftInput
                  aria-label={`${t.value} ${i + 1}`}
                  value={String(column.value ?? '')}
                  onCommit={(text) => apply(setColumn(columns, i, { value: text }))}
                />
              </span>
            )}
            {variant !== 'grid' && (
              <DraftInput
                aria-label={`${t.label} ${i + 1}`}
                value={String(column.label ?? '')}
                onCommit={(text) => apply(setColumn(columns, i, { label: text }))}
              />
            )}
            <RowActions
              name={i + 1}
              isFirst={i === 0}
              isLast={i === columns.length - 1}
              onMove={(delta) => apply(moveColumn(columns, i, delta))}
              onRemove={() => apply(removeColumn(columns, i))}
              canRemove={columns.length > 1}
              confirm={count > 0 ? fill(t.removeContent, { count }) : undefined}
            />
          </div>
        );
      })}
      {variant === 'grid' && (
        <Typography.Text type="secondary" className="sg-props-note">
          {fill(t.spanHint, { max: GRID_SPAN_MAX })}
        </Typography.Text>
      )}
      <Button size="small" type="dashed" block icon={<PlusOutlined />} onClick={() => apply(add(columns))}>
        {variant === 'panes' ? t.addPane : t.addColumn}
      </Button>
    </div>
  );
}
