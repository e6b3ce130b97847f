/**
 * The control tab: common fields, then the type's options in collapsible groups (general, options
 * and columns, behaviour switches, validation). Every edit is a `ControlPatch` for the core's
 * `update`; the control's type decides the editors (optionFields.ts).
 */
import type { Control, ControlPatch, DesignerError } from '@siteguard/form-engine';
import { builtinRegistry } from '@siteguard/form-engine';
import type { CollapseProps } from 'antd';
import { Alert, Collapse, Typography } from 'antd';
import { useTexts } from '../lang';
import { CommonFields } from './CommonFields';
import { OptionFieldView } from './OptionFieldView';
import type { OptionField } from './optionFields';
import { optionFieldsFor, visibleFields } from './optionFields';
import { RulesEditor } from './RulesEditor';
import { PROPERTIES_TEXTS } from './texts';

interface ControlPropertiesProps {
  readonly control: Control;
  readonly onControlChange: (key: string, patch: ControlPatch) => DesignerError | undefined;
}

function optionsOf(control: Control): Readonly<Record<string, unknown>> {
  const options: unknown = control.options;
  return typeof options === 'object' && options !== null && !Array.isArray(options)
    ? (options as Record<string, unknown>)
    : {};
}

export function ControlProperties({ control, onControlChange }: ControlPropertiesProps) {
  const t = useTexts(PROPERTIES_TEXTS);
  const spec = builtinRegistry.get(control.type);
  const options = optionsOf(control);
  const fields = optionFieldsFor(control.type, options);
  const patch = (p: ControlPatch) => onControlChange(control.key, p);
  const setOption = (name: string, value: unknown) => {
    patch({ options: { [name]: value } });
  };
  const fieldsOf = (group: 'general' | 'items' | 'flags') => visibleFields(fields, group, options);
  const view = (list: readonly OptionField[]) =>
    list.map((field) => (
      <div key={`${field.kind}:${field.name}`} className={field.half ? 'sg-props-half' : 'sg-props-full'}>
        <OptionFieldView
          field={field}
          type={control.type}
          options={options}
          columns={control.columns}
          setOption={setOption}
          onPatch={(p) => {
            patch(p);
          }}
        />
      </div>
    ));
  const itemFields = fieldsOf('items');
  const flagFields = fieldsOf('flags');
  // Grid, tabs and selectInputList have only their columns there: the group takes that name.
  const columns = itemFields.find((field) => field.kind === 'columns');
  const hasRules = Array.isArray(control.rules) || spec?.hasRules === true;

  const groups: NonNullable<CollapseProps['items']> = [
    {
      key: 'general',
      label: t.groups.general,
      children: (
        <div className="sg-props-fields">
          <CommonFields
            control={control}
            showHelp={typeof control.help === 'string' || spec?.kind === 'field'}
            onField={(name, value) => patch({ [name]: value })}
          />
          {view(fieldsOf('general'))}
          {control.type === 'table' && (
            <Alert className="sg-props-full" type="info" showIcon message={t.control.tableHint} />
          )}
        </div>
      ),
    },
  ];
  if (itemFields.length > 0) {
    groups.push({
      key: 'items',
      label: columns ? t.option[columns.label] : t.groups.items,
      children: <div className="sg-props-fields">{view(itemFields)}</div>,
    });
  }
  if (flagFields.length > 0) {
    groups.push({
      key: 'flags',
      label: t.groups.flags,
      children: <div className="sg-props-flags">{view(flagFields)}</div>,
    });
  }
  if (hasRules) {
    groups.push({
      key: 'rules',
      label: t.groups.rules,
      children: <RulesEditor rules={control.rules} onChange={(rules) => patch({ rules })} />,
    });
  }

  return (
    <div className="sg-props-control" data-control-key={control.key}>
      <Typography.Text type="secondary" className="sg-props-key" title={control.key}>
        {spec?.label ?? control.type} · <code>{control.key}</code>
      </Typography.Text>
      <Collapse
        size="small"
        bordered={false}
        defaultActiveKey={groups.map((group) => String(group.key))}
        items={groups}
      />
    </div>
  );
}
