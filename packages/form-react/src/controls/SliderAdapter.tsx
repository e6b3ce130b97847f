import type { SliderOptions } from '@siteguard/form-engine';
import { Col, InputNumber, Row, Slider } from 'antd';
import type { FieldAdapter, FieldAdapterProps } from '../runtime/adapters';
import { optionsOf, widthStyle } from './util';

/** With showInput a number box sits beside the slider; the engine checks the step multiple. */
function SliderControl({ control, value, onChange, disabled, path }: FieldAdapterProps) {
  const o = optionsOf<SliderOptions>(control);
  const min = typeof o.min === 'number' ? o.min : 0;
  const max = typeof o.max === 'number' ? o.max : 100;
  const step = typeof o.step === 'number' ? o.step : 1;
  const number = typeof value === 'number' ? value : min;
  const slider = (
    <Slider min={min} max={max} step={step} value={number} onChange={onChange} disabled={disabled} />
  );
  if (!o.showInput) return <div style={widthStyle(control)}>{slider}</div>;
  return (
    <Row gutter={12} align="middle" style={widthStyle(control)}>
      <Col flex="auto">{slider}</Col>
      <Col flex="none">
        <InputNumber
          id={path}
          min={min}
          max={max}
          value={typeof value === 'number' ? value : null}
          onChange={(next) => onChange(typeof next === 'number' ? next : null)}
          disabled={disabled}
        />
      </Col>
    </Row>
  );
}

export const sliderAdapter: FieldAdapter = { kind: 'field', Component: SliderControl };
