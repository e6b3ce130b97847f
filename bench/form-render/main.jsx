// The page bench/form-render.mjs drives: ?lib=ours|rjsf&n=500 renders a form of n fields (the same
// fields for both: a k-form-design definition, and for @rjsf its JSON Schema from the engine's
// toJsonSchema) and records how long the first render took, then offers a keystroke probe.
import '@ant-design/v5-patch-for-react-19';
import RjsfForm from '@rjsf/antd';
import validator from '@rjsf/validator-ajv8';
import { builtinRegistry, createControl, defaultConfig, toJsonSchema } from '@siteguard/form-engine';
import { FormRenderer } from '@siteguard/form-react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';

const params = new URLSearchParams(location.search);
const lib = params.get('lib') ?? 'ours';
const count = Number(params.get('n') ?? 500);

// A mix like a real permit: inputs, numbers, selects, switches, dates.
const TYPES = ['input', 'number', 'select', 'switch', 'textarea'];
const list = Array.from({ length: count }, (_, i) => {
  const control = createControl(TYPES[i % TYPES.length], builtinRegistry, 1_700_000_000_000 + i);
  control.model = `field_${i}`;
  control.label = `Field ${i}`;
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

function App() {
  if (lib === 'rjsf') return <RjsfForm schema={schema} uiSchema={uiSchema} validator={validator} />;
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
