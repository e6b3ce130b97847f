/**
 * A labelled number box kept within its bounds (spec §5: precision 0-50, upload limit at least 1,
 * span at most 24): the box offers only the range, and `boundNumber` decides what is stored.
 */
import { Form, InputNumber } from 'antd';
import type { ReactNode } from 'react';
import { useId } from 'react';
import type { NumberBounds } from './bounds';
import { boundNumber } from './bounds';

interface NumberFieldProps {
  readonly label: ReactNode;
  readonly value: unknown;
  readonly bounds: NumberBounds;
  readonly step?: number;
  readonly onCommit: (value: number | null) => void;
  readonly extra?: ReactNode;
}

/** The number box alone (for rows of a list). */
export function NumberBox({
  value,
  bounds,
  step,
  onCommit,
  id,
  ...aria
}: Omit<NumberFieldProps, 'label' | 'extra'> & { readonly id?: string; readonly 'aria-label'?: string }) {
  return (
    <InputNumber
      id={id}
      aria-label={aria['aria-label']}
      value={typeof value === 'number' ? value : null}
      min={bounds.min}
      max={bounds.max}
      step={step}
      precision={bounds.integer ? 0 : undefined}
      style={{ width: '100%' }}
      onChange={(next) => {
        const stored = boundNumber(next, bounds);
        if (stored !== undefined) onCommit(stored);
      }}
    />
  );
}

export function NumberField({ label, extra, ...props }: NumberFieldProps) {
  const id = useId();
  return (
    <Form.Item label={label} htmlFor={id} extra={extra}>
      <NumberBox id={id} {...props} />
    </Form.Item>
  );
}
