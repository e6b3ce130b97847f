/** The value / label rows of select, checkbox and radio: edit, add, remove, reorder. */
import { PlusOutlined } from '@ant-design/icons';
import type { ChoiceOption } from '@siteguard/form-engine';
import { Button, Typography } from 'antd';
import { useTexts } from '../lang';
import {
  addOption,
  coerceLike,
  duplicateIndices,
  moveOption,
  removeOption,
  setOption,
} from './choiceOptions';
import { RowActions } from './RowActions';
import { DraftInput } from './TextField';
import { PROPERTIES_TEXTS } from './texts';

interface ChoiceListEditorProps {
  readonly options: readonly ChoiceOption[];
  readonly onChange: (options: ChoiceOption[]) => void;
}

export function ChoiceListEditor({ options, onChange }: ChoiceListEditorProps) {
  const t = useTexts(PROPERTIES_TEXTS).list;
  const duplicates = duplicateIndices(options);
  return (
    <div className="sg-props-list" data-testid="choice-list">
      {options.length > 0 ? (
        <div className="sg-props-row sg-props-row-head" aria-hidden>
          <span className="sg-props-value">{t.value}</span>
          <span className="sg-props-grow">{t.label}</span>
        </div>
      ) : (
        <Typography.Text type="secondary">{t.empty}</Typography.Text>
      )}
      {options.map((option, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a row is its position; its value is edited in place
        <div className="sg-props-row" key={i}>
          <span className="sg-props-value">
            <DraftInput
              aria-label={`${t.value} ${i + 1}`}
              value={String(option.value)}
              status={duplicates.has(i) ? 'error' : undefined}
              title={duplicates.has(i) ? t.duplicate : undefined}
              onCommit={(text) => onChange(setOption(options, i, { value: coerceLike(option.value, text) }))}
            />
          </span>
          <DraftInput
            aria-label={`${t.label} ${i + 1}`}
            value={option.label}
            onCommit={(text) => onChange(setOption(options, i, { label: text }))}
          />
          <RowActions
            name={i + 1}
            isFirst={i === 0}
            isLast={i === options.length - 1}
            onMove={(delta) => onChange(moveOption(options, i, delta))}
            onRemove={() => onChange(removeOption(options, i))}
          />
        </div>
      ))}
      {duplicates.size > 0 && <Typography.Text type="danger">{t.duplicate}</Typography.Text>}
      <Button
        size="small"
        type="dashed"
        block
        icon={<PlusOutlined />}
        onClick={() => onChange(addOption(options))}
      >
        {t.add}
      </Button>
    </div>
  );
}
