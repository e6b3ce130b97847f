// The page bench/form-render.mjs drives: ?lib=ours|antd|rjsf&n=500 renders a form of n fields (the same
// fields for both: a k-form-design definition, and for @rjsf its JSON Schema from the engine's
// toJsonSchema) and records how long the first render took, then offers a keystroke probe.
import '@ant-design/v5-patch-for-react-19';
import RjsfForm from '@rjsf/antd';
import validator from '@rjsf/validator-ajv8';
import { builtinRegistry, createControl, defaultConfig, toJsonSchema } from '@siteguard/form-engine';
import { FormRenderer } from '@siteguard/form-react';
import { Checkbox, DatePicker, Form, Input, InputNumber, Radio, Select, Switch } from 'antd';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';

const params = new URLSearchParams(location.search);
const lib = params.get('lib') ?? 'ours';
const count = Number(params.get('n') ?? 500);

// The mix of a real permit form (issue #16), per 20 fields: 8 text, 3 number, 3 select, 1 checkbox
// group, 1 radio group, 2 dates, 1 textarea, 1 switch (40/15/15/5/5/10/5/5 %).
const MIX = [
  'input',
  'number',
  'select',
  'input',
  'date',
  'input',
  'checkbox',
  'number',
  'input',
  'select',
  'radio',
  'input',
  'date',
  'textarea',
  'input',
  'number',
  'select',
  'input',
  'switch',
  'input',
];
const CHOICES = [
  { label: 'Helmet', value: 'helmet' },
  { label: 'Harness', value: 'harness' },
  { label: 'Gloves', value: 'gloves' },
  { label: 'Goggles', value: 'goggles' },
];
const list = Array.from({ length: count }, (_, i) => {
  const control = createControl(MIX[i % MIX.length], builtinRegistry, 1_700_000_000_000 + i);
  control.model = `field_${i}`;
  control.label = `Field ${i}`;
  if ('options' in control.options && Array.isArray(control.options.options))
    control.options.options = CHOICES;
  return control;
});
const definition = { schemaVersion: 1, list, config: defaultConfig() };
const schema = toJsonSchema(definition);
// The JSON Schema says only "string"; the textarea fields are text areas (4 rows) for @rjsf too.
const uiSchema = Object.fromEntries(
  list
    .filter((control) => control.type === 'textarea')
    .map((control) => [control.model, { 'ui:widget': 'textarea', 'ui:options': { rows: 4 } }]),
);

const renders = new Map();
window.bench = { renders };

/** The same fields as a plain antd Form: one Form.Item and antd control each, nothing more. */
function PlainAntdForm() {
  const widget = (control) => {
    switch (control.type) {
      case 'number':
        return <InputNumber style={{ width: '100%' }} />;
      case 'select':
        return <Select options={CHOICES} allowClear />;
      case 'checkbox':
        return <Checkbox.Group options={CHOICES} />;
      case 'radio':
        return <Radio.Group options={CHOICES} />;
      case 'date':
        return <DatePicker style={{ width: '100%' }} />;
      case 'textarea':
        return <Input.TextArea rows={4} />;
      case 'switch':
        return <Switch />;
      default:
        return <Input />;
    }
  };
  return (
    <Form layout="horizontal" labelCol={{ span: 4 }} wrapperCol={{ span: 18 }}>
      {list.map((control) => (
        <Form.Item
          key={control.key}
          label={control.label}
          name={control.model}
          valuePropName={control.type === 'switch' ? 'checked' : 'value'}
        >
          {widget(control)}
        </Form.Item>
      ))}
    </Form>
  );
}

function App() {
  if (lib === 'rjsf') return <RjsfForm schema={schema} uiSchema={uiSchema} validator={validator} />;
  if (lib === 'antd') return <PlainAntdForm />;
  return (
    <FormRenderer
      definition={definition}
      lang="en"
      onFieldRender={(path) => renders.set(path, (renders.get(path) ?? 0) + 1)}
    />
  );
}

// The marks bound the window in which bench/form-render.mjs also counts main-thread CPU time.
const start = performance.now();
performance.mark('bench-start');
const root = createRoot(document.getElementById('root'));
flushSync(() => root.render(<App />));
const rendered = performance.now();
performance.mark('bench-rendered');
// Until the browser has laid out and painted the form: the time a user waits.
requestAnimationFrame(() =>
  setTimeout(() => {
    performance.mark('bench-painted');
    window.benchResult = { renderMs: rendered - start, paintMs: performance.now() - start };
  }),
);
