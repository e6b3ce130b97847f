/**
 * Draws one control through its adapter. A field is two small components: FieldItem (label, help,
 * errors in a FieldFrame: subscribes to the errors at its path) around FieldValue (subscribes to the
 * value). A keystroke therefore re-renders FieldValue of that field and nothing else.
 */
import type { Control } from '@siteguard/form-engine';
import { formatFieldError } from '@siteguard/form-engine';
import type { ColProps } from 'antd';
import { Alert } from 'antd';
import type { ReactNode } from 'react';
import { memo, useCallback, useEffect, useMemo } from 'react';
import type { FieldAdapter, FieldAdapterProps } from './adapters';
import { useRuntimeContext } from './context';
import { FieldFrame } from './FieldFrame';
import { useEffectiveControl, useFieldErrors, useFieldValue } from './hooks';
import { fill } from './locale';

function fieldPath(rowPath: string, model: string): string {
  return rowPath === '' ? model : `${rowPath}.${model}`;
}

export function ControlList({ list, rowPath = '' }: { list: readonly Control[]; rowPath?: string }) {
  return (
    <>
      {list.map((control, i) => (
        <ControlNode key={control.key || i} control={control} rowPath={rowPath} label />
      ))}
    </>
  );
}

const renderList = (list: readonly Control[]): ReactNode => <ControlList list={list} />;
const renderField: FieldAdapterProps['renderField'] = (control, rowPath, options) => (
  <ControlNode control={control} rowPath={rowPath} label={options?.label ?? true} cell />
);

interface ControlNodeProps {
  control: Control;
  rowPath: string;
  label: boolean;
  /** Inside a batch row or a selectInputList column: compact, no form-item margin. */
  cell?: boolean;
}

export const ControlNode = memo(function ControlNode({
  control,
  rowPath,
  label,
  cell = false,
}: ControlNodeProps) {
  const { env, adapters } = useRuntimeContext();
  const effective = useEffectiveControl(control);
  if (effective.options.hidden === true) return null;
  const adapter = adapters[control.type];
  if (!adapter) {
    return <Alert type="warning" showIcon message={fill(env.texts.unknownControl, { type: control.type })} />;
  }
  if (adapter.kind === 'static') {
    return <adapter.Component control={effective} env={env} renderList={renderList} />;
  }
  const model = typeof effective.model === 'string' ? effective.model : effective.key;
  return (
    <FieldItem
      control={effective}
      path={fieldPath(rowPath, model)}
      adapter={adapter}
      label={label && effective.options.showLabel !== false}
      cell={cell}
    />
  );
});

interface FieldItemProps {
  control: Control;
  path: string;
  adapter: FieldAdapter;
  label: boolean;
  cell: boolean;
}

function FieldItem({ control, path, adapter, label, cell }: FieldItemProps) {
  const { env } = useRuntimeContext();
  const errors = useFieldErrors(path);
  const rules = Array.isArray(control.rules) ? control.rules : [];
  const required = rules.some((rule) => rule.required === true);
  const disabled = env.formDisabled || control.options.disabled === true;
  const messages = useMemo(
    () => (errors ?? []).map((error) => formatFieldError(error, env.messages)),
    [errors, env.messages],
  );
  // Without a label the control takes the whole row (batch, editor with showLabel false).
  const fullWidth = !label && env.config.layout === 'horizontal' ? FULL_ROW : undefined;
  return (
    <div data-field-path={path} className={cell ? 'sg-field sg-cell' : 'sg-field'}>
      <FieldFrame
        fieldId={path}
        label={label ? control.label : undefined}
        required={required}
        tooltip={!cell && control.help ? control.help : undefined}
        errors={messages}
        wrapperCol={cell ? FULL_ROW : fullWidth}
        labelCol={cell ? LABEL_AS_WIDE_AS_TEXT : undefined}
        className={adapter.wide ? 'sg-wide' : undefined}
      >
        <FieldValue control={control} path={path} adapter={adapter} disabled={disabled} />
      </FieldFrame>
    </div>
  );
}

const FULL_ROW: ColProps = { span: 24, flex: 'auto' };
const LABEL_AS_WIDE_AS_TEXT: ColProps = { flex: 'none' };

interface FieldValueProps {
  control: Control;
  path: string;
  adapter: FieldAdapter;
  disabled: boolean;
}

const FieldValue = memo(function FieldValue({ control, path, adapter, disabled }: FieldValueProps) {
  const { env } = useRuntimeContext();
  // Row containers read their own rows; everything else reads its value here.
  const value = useFieldValueUnless(adapter.ownsValue === true, path);
  const { store, onFieldRender } = env;
  const onChange = useCallback((next: unknown) => store.set(path, next), [store, path]);
  useEffect(() => {
    onFieldRender?.(path);
  });
  return (
    <adapter.Component
      control={control}
      path={path}
      value={value}
      onChange={onChange}
      disabled={disabled}
      env={env}
      renderField={renderField}
    />
  );
});

/** Hooks may not be skipped, so a row container subscribes to a path no one writes. */
function useFieldValueUnless(skip: boolean, path: string): unknown {
  const value = useFieldValue(skip ? `\u0000${path}` : path);
  return skip ? undefined : value;
}
