import type { DateOptions } from '@siteguard/form-engine';
import { DatePicker } from 'antd';
import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import type { FieldAdapter, FieldAdapterProps } from '../runtime/adapters';
import { type Activation, ClosedPicker, Deferred } from './closedLook';
import { optionsOf, widthStyle } from './util';

// Values are strings in the control's own format (YYYY-MM-DD, or with showTime a custom one).
dayjs.extend(customParseFormat);

function toDay(text: unknown, format: string): Dayjs | null {
  if (typeof text !== 'string' || text === '') return null;
  const day = dayjs(text, format);
  return day.isValid() ? day : null;
}

/**
 * A formatted string; with `range` an array of two; cleared gives '' (the original's value). A single
 * date draws its closed look until wanted (closedLook.tsx).
 */
function DateControl({ control, value, onChange, disabled, path }: FieldAdapterProps) {
  const o = optionsOf<DateOptions>(control);
  const format = o.format || 'YYYY-MM-DD';
  const style = widthStyle(control) ?? { width: '100%' };
  if (o.range) {
    const pair = Array.isArray(value) ? value : [];
    const [start, end] = [toDay(pair[0], format), toDay(pair[1], format)];
    const placeholder = Array.isArray(o.rangePlaceholder) ? o.rangePlaceholder : [];
    return (
      <DatePicker.RangePicker
        id={path}
        style={style}
        value={start && end ? [start, end] : null}
        format={format}
        showTime={o.showTime === true}
        allowClear={o.clearable !== false}
        placeholder={[placeholder[0] ?? '', placeholder[1] ?? '']}
        onChange={(_, texts) => onChange(texts[0] && texts[1] ? [texts[0], texts[1]] : '')}
        disabled={disabled}
      />
    );
  }
  const live = ({ autoFocus, defaultOpen }: Activation) => (
    <DatePicker
      id={path}
      style={style}
      value={toDay(value, format)}
      format={format}
      showTime={o.showTime === true}
      allowClear={o.clearable !== false}
      placeholder={o.placeholder}
      onChange={(_, text) => onChange(typeof text === 'string' ? text : '')}
      disabled={disabled}
      autoFocus={autoFocus}
      defaultOpen={defaultOpen}
    />
  );
  return (
    <Deferred
      disabled={disabled}
      live={live}
      closed={(wake) => (
        <ClosedPicker
          id={path}
          disabled={disabled}
          style={style}
          placeholder={o.placeholder}
          text={toDay(value, format) ? String(value) : ''}
          wake={wake}
        />
      )}
    />
  );
}

export const dateAdapter: FieldAdapter = { kind: 'field', Component: DateControl };
