/** Draws the editor of one option (optionFields.ts says which) and stores what the user enters. */
import { SwapRightOutlined } from '@ant-design/icons';
import type { ChoiceOption, ControlPatch } from '@siteguard/form-engine';
import { Checkbox, ColorPicker, Form, Radio, Select } from 'antd';
import { useId } from 'react';
import { useTexts } from '../lang';
import { ChoiceDefaultEditor } from './ChoiceDefaultEditor';
import { ChoiceListEditor } from './ChoiceListEditor';
import { ColumnsEditor } from './ColumnsEditor';
import { columnsOf } from './columns';
import { JsonField } from './JsonField';
import { NumberField } from './NumberField';
import type { OptionField } from './optionFields';
import { DraftInput, TextField } from './TextField';
import { TreeOptionsEditor } from './TreeOptionsEditor';
import { PROPERTIES_TEXTS } from './texts';

export interface OptionFieldViewProps {
  readonly field: OptionField;
  readonly type: string;
  readonly options: Readonly<Record<string, unknown>>;
  /** The control's `columns` (the column editors patch the control, not its options). */
  readonly columns: unknown;
  readonly setOption: (name: string, value: unknown) => void;
  readonly onPatch: (patch: ControlPatch) => void;
}

const asText = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

function pairOf(value: unknown): [string, string] {
  const list = Array.isArray(value) ? value : [];
  return [asText(list[0]), asText(list[1])];
}

export function OptionFieldView({ field, type, options, columns, setOption, onPatch }: OptionFieldViewProps) {
  const t = useTexts(PROPERTIES_TEXTS);
  const id = useId();
  // A custom control's option has no word of ours: its name stands in.
  const label = t.option[field.label] ?? field.label;
  const value = options[field.name];
  const set = (next: unknown) => setOption(field.name, next);

  switch (field.kind) {
    case 'text':
      return <TextField label={label} value={asText(value)} onCommit={set} />;
    case 'textarea':
      return <TextField label={label} value={asText(value)} multiline code={field.code} onCommit={set} />;
    case 'number':
      return (
        <NumberField label={label} value={value} bounds={field.bounds} step={field.step} onCommit={set} />
      );
    case 'switch':
      return (
        <Form.Item>
          <Checkbox checked={value === true} onChange={(e) => set(e.target.checked)}>
            {label}
          </Checkbox>
        </Form.Item>
      );
    case 'flag':
      return (
        <Checkbox checked={value === true} onChange={(e) => set(e.target.checked)}>
          {label}
        </Checkbox>
      );
    case 'radio':
      return (
        <Form.Item label={label}>
          <Radio.Group
            aria-label={label}
            optionType="button"
            buttonStyle="solid"
            size="small"
            // The original stored '' for a centred divider title.
            value={field.name === 'orientation' && value === '' ? 'center' : value}
            options={field.choices.map((choice) => ({ value: choice, label: t.value[choice] }))}
            onChange={(e) => set(e.target.value)}
          />
        </Form.Item>
      );
    case 'select':
      return (
        <Form.Item label={label} htmlFor={id}>
          <Select<string>
            id={id}
            value={asText(value)}
            options={[
              ...(field.empty ? [{ value: '', label: t.list.fontDefault }] : []),
              ...field.choices.map((choice) => ({
                value: choice,
                label:
                  field.name === 'fontFamily' ? <span style={{ fontFamily: choice }}>{choice}</span> : choice,
              })),
            ]}
            onChange={set}
          />
        </Form.Item>
      );
    case 'color':
      return (
        <Form.Item label={label}>
          <ColorPicker
            size="small"
            format="rgb"
            showText
            value={asText(value) || undefined}
            onChange={(color) => set(color.toRgbString())}
          />
        </Form.Item>
      );
    case 'pair': {
      const [start, end] = pairOf(value);
      return (
        <Form.Item label={label} className="sg-props-pair">
          <TextFieldPair name={label} start={start} end={end} onCommit={set} />
        </Form.Item>
      );
    }
    case 'json':
      return (
        <JsonField label={label} value={value} shape={field.shape} storedAs={field.storedAs} onCommit={set} />
      );
    case 'dynamic':
      return (
        <>
          <Form.Item label={label}>
            <Radio.Group
              aria-label={label}
              optionType="button"
              buttonStyle="solid"
              size="small"
              value={options.dynamic === true}
              options={[
                { value: false, label: t.list.staticData },
                { value: true, label: t.list.dynamicData },
              ]}
              onChange={(e) => setOption('dynamic', e.target.value)}
            />
          </Form.Item>
          {options.dynamic === true && (
            <TextField
              label={t.list.dynamicKey}
              value={asText(options.dynamicKey)}
              onCommit={(text) => setOption('dynamicKey', text)}
            />
          )}
        </>
      );
    case 'choices':
      return (
        <Form.Item label={label}>
          <ChoiceListEditor options={Array.isArray(value) ? (value as ChoiceOption[]) : []} onChange={set} />
        </Form.Item>
      );
    case 'tree':
      return (
        <Form.Item label={label}>
          <TreeOptionsEditor tree={Array.isArray(value) ? (value as ChoiceOption[]) : []} onChange={set} />
        </Form.Item>
      );
    case 'choiceDefault':
      return (
        <ChoiceDefaultEditor type={type} label={label} options={options} pick={field.pick} onCommit={set} />
      );
    case 'columns':
      // The group around it carries the name (ControlProperties).
      return (
        <Form.Item>
          <ColumnsEditor variant={field.variant} columns={columnsOf(columns)} onPatch={onPatch} />
        </Form.Item>
      );
  }
}

/** Start and end texts (date range placeholders and default range). */
function TextFieldPair({
  name,
  start,
  end,
  onCommit,
}: {
  readonly name: string;
  readonly start: string;
  readonly end: string;
  readonly onCommit: (pair: [string, string]) => void;
}) {
  const t = useTexts(PROPERTIES_TEXTS).list;
  return (
    <div className="sg-props-row">
      <DraftInput
        aria-label={`${name}: ${t.start}`}
        placeholder={t.start}
        value={start}
        onCommit={(text) => onCommit([text, end])}
      />
      <SwapRightOutlined className="sg-props-pair-arrow" aria-hidden />
      <DraftInput
        aria-label={`${name}: ${t.end}`}
        placeholder={t.end}
        value={end}
        onCommit={(text) => onCommit([start, text])}
      />
    </div>
  );
}
