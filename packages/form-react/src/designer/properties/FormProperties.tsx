/**
 * The form tab: every config field of spec §3. Layout and label layout; the label width (fixed
 * labels) or the label-column slider (grid labels: every labelCol breakpoint to v, every wrapperCol
 * to 24 - v, through the core's setFormLabelColumn) with the single breakpoints beneath; required
 * marks, the form's CSS and the preview width.
 */
import type { Breakpoint, FormConfig } from '@siteguard/form-engine';
import { BREAKPOINTS } from '@siteguard/form-engine';
import type { CollapseProps } from 'antd';
import { Checkbox, Collapse, Form, Radio, Slider } from 'antd';
import { fill } from '../../runtime/locale';
import { useTexts } from '../lang';
import { COLUMN_BOUNDS } from './bounds';
import { NumberBox, NumberField } from './NumberField';
import { TextField } from './TextField';
import { PROPERTIES_TEXTS } from './texts';

interface FormPropertiesProps {
  readonly config: FormConfig;
  readonly onConfigChange: (patch: Partial<FormConfig>) => void;
  readonly onLabelColumnChange: (value: number) => void;
}

const PREVIEW_BOUNDS = { min: 200, integer: true } as const;
const LABEL_WIDTH_BOUNDS = { min: 0, integer: true } as const;

function Breakpoints({ config, onConfigChange }: Pick<FormPropertiesProps, 'config' | 'onConfigChange'>) {
  const t = useTexts(PROPERTIES_TEXTS).form;
  const set = (which: 'labelCol' | 'wrapperCol', bp: Breakpoint, value: number | null) => {
    if (value === null) return;
    onConfigChange({ [which]: { ...config[which], [bp]: value } });
  };
  return (
    <table className="sg-props-breakpoints">
      <thead>
        <tr>
          <th>{t.breakpoint}</th>
          <th>{t.labelCol}</th>
          <th>{t.wrapperCol}</th>
        </tr>
      </thead>
      <tbody>
        {BREAKPOINTS.map((bp) => (
          <tr key={bp}>
            <td>
              <code>{bp}</code>
            </td>
            <td>
              <NumberBox
                aria-label={`${t.labelCol} ${bp}`}
                value={config.labelCol?.[bp]}
                bounds={COLUMN_BOUNDS}
                onCommit={(v) => set('labelCol', bp, v)}
              />
            </td>
            <td>
              <NumberBox
                aria-label={`${t.wrapperCol} ${bp}`}
                value={config.wrapperCol?.[bp]}
                bounds={COLUMN_BOUNDS}
                onCommit={(v) => set('wrapperCol', bp, v)}
              />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function FormProperties({ config, onConfigChange, onLabelColumnChange }: FormPropertiesProps) {
  const t = useTexts(PROPERTIES_TEXTS);
  const f = t.form;
  const grid = config.labelLayout === 'Grid';
  const labelSpan = config.labelCol?.xs ?? 4;

  const layout = (
    <>
      <Form.Item label={f.layout}>
        <Radio.Group
          aria-label={f.layout}
          optionType="button"
          buttonStyle="solid"
          size="small"
          value={config.layout}
          options={(['horizontal', 'vertical', 'inline'] as const).map((v) => ({
            value: v,
            label: t.value[v],
          }))}
          onChange={(e) => onConfigChange({ layout: e.target.value })}
        />
      </Form.Item>
      <Form.Item label={f.labelLayout} extra={f.labelLayoutHint}>
        <Radio.Group
          aria-label={f.labelLayout}
          optionType="button"
          buttonStyle="solid"
          size="small"
          value={config.labelLayout}
          options={(['flex', 'Grid'] as const).map((v) => ({ value: v, label: t.value[v] }))}
          onChange={(e) => onConfigChange({ labelLayout: e.target.value })}
        />
      </Form.Item>
      {grid ? (
        <Form.Item
          label={f.labelColumn}
          extra={fill(f.labelColumnValue, { label: labelSpan, wrapper: 24 - labelSpan })}
        >
          <Slider
            min={0}
            max={24}
            marks={{ 0: '0', 12: '12', 24: '24' }}
            value={labelSpan}
            ariaLabelForHandle={f.labelColumn}
            onChange={(value) => onLabelColumnChange(value)}
          />
        </Form.Item>
      ) : (
        <NumberField
          label={f.labelWidth}
          value={config.labelWidth}
          bounds={LABEL_WIDTH_BOUNDS}
          onCommit={(value) => {
            if (value !== null) onConfigChange({ labelWidth: value });
          }}
        />
      )}
    </>
  );

  const groups: NonNullable<CollapseProps['items']> = [
    { key: 'layout', label: t.groups.layout, children: layout },
    ...(grid
      ? [
          {
            key: 'breakpoints',
            label: t.groups.breakpoints,
            children: <Breakpoints config={config} onConfigChange={onConfigChange} />,
          },
        ]
      : []),
    {
      key: 'style',
      label: t.groups.style,
      children: (
        <>
          <Form.Item>
            <Checkbox
              checked={config.hideRequiredMark === true}
              onChange={(e) => onConfigChange({ hideRequiredMark: e.target.checked })}
            >
              {f.hideRequiredMark}
            </Checkbox>
          </Form.Item>
          <TextField
            label={f.customStyle}
            code
            placeholder={f.customStylePlaceholder}
            value={config.customStyle ?? ''}
            onCommit={(customStyle) => onConfigChange({ customStyle })}
          />
          <NumberField
            label={f.previewWidth}
            value={config.previewWidth}
            bounds={PREVIEW_BOUNDS}
            onCommit={(value) => {
              if (value !== null) onConfigChange({ previewWidth: value });
            }}
          />
        </>
      ),
    },
  ];

  return <Collapse size="small" bordered={false} defaultActiveKey={['layout', 'style']} items={groups} />;
}
