/**
 * A control without nested lists, drawn by its runtime adapter so the canvas looks like the form,
 * but inert: no focus, no pointer, the default value shown and never changed.
 */
import type { Control } from '@siteguard/form-engine';
import { Form } from 'antd';
import type { ReactNode } from 'react';
import { useMemo } from 'react';
import type { FieldAdapter, FieldAdapterProps, StaticAdapter } from '../../runtime/adapters';
import { useRuntimeContext } from '../../runtime/context';
import { counterKeys, defaultFor } from '../../runtime/initialValues';
import { useCanvas } from './CanvasContext';

const noop = () => {};
const designRowKeys = counterKeys('design');
/** Inner fields of a row container are drawn by their own canvas items, never by an adapter. */
const noRenderField: FieldAdapterProps['renderField'] = () => null;
const noRenderList = (): ReactNode => null;

export function Inert({ children }: { children: ReactNode }) {
  return (
    <div className="sgd-inert" inert>
      {children}
    </div>
  );
}

export function DesignStatic({ control, adapter }: { control: Control; adapter: StaticAdapter }) {
  const { env } = useRuntimeContext();
  return (
    <Inert>
      <adapter.Component control={control} env={env} renderList={noRenderList} />
    </Inert>
  );
}

/** The Form.Item a field sits in on the canvas: label, required mark, help, as the runtime draws it. */
export function DesignFormItem({
  control,
  wide,
  children,
}: {
  control: Control;
  wide?: boolean;
  children: ReactNode;
}) {
  const { env } = useRuntimeContext();
  const rules = Array.isArray(control.rules) ? control.rules : [];
  const label = control.options.showLabel !== false;
  const fullWidth = !label && env.config.layout === 'horizontal' ? { span: 24, flex: 'auto' } : undefined;
  return (
    <Form.Item
      label={label ? control.label : undefined}
      required={rules.some((rule) => rule.required === true)}
      tooltip={control.help ? control.help : undefined}
      wrapperCol={fullWidth}
      className={wide ? 'sg-wide' : undefined}
    >
      {children}
    </Form.Item>
  );
}

export function DesignField({ control, adapter }: { control: Control; adapter: FieldAdapter }) {
  const { env } = useRuntimeContext();
  const { registry } = useCanvas();
  const value = useMemo(() => defaultFor(control, registry, designRowKeys), [control, registry]);
  const path = typeof control.model === 'string' && control.model ? control.model : control.key;
  return (
    <DesignFormItem control={control} wide={adapter.wide}>
      <Inert>
        <adapter.Component
          control={control}
          path={`design.${path}`}
          value={value}
          onChange={noop}
          disabled={control.options.disabled === true}
          env={env}
          renderField={noRenderField}
        />
      </Inert>
    </DesignFormItem>
  );
}
