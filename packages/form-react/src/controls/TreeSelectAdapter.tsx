import type { TreeSelectOptions } from '@siteguard/form-engine';
import { TreeSelect } from 'antd';
import type { FieldAdapter, FieldAdapterProps } from '../runtime/adapters';
import { choicesOf, optionsOf, scalarArray, scalarOrUndefined, widthStyle } from './util';

function TreeSelectControl({ control, value, onChange, disabled, env, path }: FieldAdapterProps) {
  const o = optionsOf<TreeSelectOptions>(control);
  const many = o.multiple === true || o.treeCheckable === true;
  return (
    <TreeSelect
      id={path}
      style={widthStyle(control) ?? { width: '100%' }}
      treeData={choicesOf(control, env)}
      fieldNames={{ label: 'label', value: 'value', children: 'children' }}
      multiple={many}
      treeCheckable={o.treeCheckable === true}
      showSearch={o.showSearch === true}
      treeNodeFilterProp="label"
      allowClear={o.clearable === true}
      placeholder={o.placeholder}
      value={many ? scalarArray(value) : scalarOrUndefined(value)}
      onChange={(next: unknown) => onChange(next === undefined ? (many ? [] : '') : next)}
      disabled={disabled}
    />
  );
}

export const treeSelectAdapter: FieldAdapter = { kind: 'field', Component: TreeSelectControl };
