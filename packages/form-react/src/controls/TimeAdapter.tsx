import type { TimeOptions } from '@siteguard/form-engine';
import { TimePicker } from 'antd';
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import type { FieldAdapter, FieldAdapterProps } from '../runtime/adapters';
import { optionsOf, widthStyle } from './util';

dayjs.extend(customParseFormat);

/** A time string in the control's format (HH:mm:ss); cleared gives ''. */
function TimeControl({ control, value, onChange, disabled, path }: FieldAdapterProps) {
  const o = optionsOf<TimeOptions>(control);
  const format = o.format || 'HH:mm:ss';
  const day = typeof value === 'string' && value !== '' ? dayjs(value, format) : null;
  return (
    <TimePicker
      id={path}
      style={widthStyle(control) ?? { width: '100%' }}
      value={day?.isValid() ? day : null}
      format={format}
      allowClear={o.clearable !== false}
      placeholder={o.placeholder}
      onChange={(_, text) => onChange(typeof text === 'string' ? text : '')}
      disabled={disabled}
    />
  );
}

export const timeAdapter: FieldAdapter = { kind: 'field', Component: TimeControl };
