/**
 * The designer dialogs on their own, for Playwright and screenshots: buttons open each dialog over
 * the current definition as the designer's toolbar does. Query: `?lang=en|zh-HK|zh-CN`,
 * `?form=<FORMS name>|tabsRequired` (default tabsRequired), `?noApp=1` (no antd <App> around, as
 * an embedding page without one), `?elementScriptUrl=` (default: the bundle beside this page).
 * `window.dialogsHarness.definition()` is the current definition.
 */
import '@ant-design/v5-patch-for-react-19';
import type { FormDefinition } from '@siteguard/form-engine';
import { builtinRegistry, createControl, defaultConfig, parseOrThrow } from '@siteguard/form-engine';
import { App, Button, Space } from 'antd';
import type { ReactNode } from 'react';
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { CodeDialog, ImportDialog, JsonDialog, PreviewDialog } from '../src/designer/dialogs/index';
import type { DesignerLang } from '../src/designer/lang';
import { DesignerLangContext } from '../src/designer/lang';
import { FORMS } from './forms';

const params = new URLSearchParams(window.location.search);
const lang = (params.get('lang') ?? 'en') as DesignerLang;
const elementScriptUrl =
  params.get('elementScriptUrl') ?? new URL('./siteguard-form.iife.js', window.location.href).href;

/** A top-level field and a tabs layout whose second tab holds a required field. */
function tabsRequired(): FormDefinition {
  let stamp = 1_700_000_100_000;
  const input = (model: string, label: string, required = false) => {
    const control = createControl('input', builtinRegistry, stamp++);
    Object.assign(control, { model, key: model, label });
    control.rules = [{ required, message: '必填项' }];
    return control;
  };
  const tabs = createControl('tabs', builtinRegistry, stamp++);
  tabs.columns = [
    { value: '1', label: 'General', list: [input('site', 'Site')] },
    { value: '2', label: 'Permit', list: [input('permit', 'Permit number', true)] },
  ];
  return parseOrThrow({
    schemaVersion: 1,
    list: [input('title', 'Title'), tabs],
    config: { ...defaultConfig(), previewWidth: 720 },
  });
}

function initial(): FormDefinition {
  const name = params.get('form') ?? 'tabsRequired';
  const make = FORMS[name];
  return make ? parseOrThrow(make()) : tabsRequired();
}

declare global {
  interface Window {
    dialogsHarness: { definition(): FormDefinition; imports: number };
  }
}

let current = initial();
window.dialogsHarness = { definition: () => current, imports: 0 };

type Open = 'json' | 'code' | 'import' | 'preview' | null;

function Harness() {
  const [definition, setDefinition] = useState(current);
  const [open, setOpen] = useState<Open>(null);
  // The JSON dialog shows either the definition (Export JSON) or the preview's data.
  const [json, setJson] = useState<{ value: unknown; open: boolean }>({ value: null, open: false });
  current = definition;

  return (
    <DesignerLangContext.Provider value={lang}>
      <div style={{ padding: 24 }}>
        <Space wrap>
          <Button id="open-preview" onClick={() => setOpen('preview')}>
            Preview
          </Button>
          <Button id="open-import" onClick={() => setOpen('import')}>
            Import JSON
          </Button>
          <Button id="open-json" onClick={() => setJson({ value: definition, open: true })}>
            Export JSON
          </Button>
          <Button id="open-code" onClick={() => setOpen('code')}>
            Export code
          </Button>
        </Space>
        <pre id="summary">
          {definition.list.map((control) => `${control.type} ${control.label}`).join('\n')}
        </pre>
      </div>
      <PreviewDialog
        open={open === 'preview'}
        definition={definition}
        onData={(data) => setJson({ value: data, open: true })}
        onClose={() => setOpen(null)}
      />
      <ImportDialog
        open={open === 'import'}
        onImport={(next) => {
          window.dialogsHarness.imports++;
          setDefinition(next);
        }}
        onClose={() => setOpen(null)}
      />
      <CodeDialog
        open={open === 'code'}
        definition={definition}
        elementScriptUrl={elementScriptUrl}
        onClose={() => setOpen(null)}
      />
      <JsonDialog
        open={json.open}
        value={json.value}
        onClose={() => setJson((previous) => ({ ...previous, open: false }))}
      />
    </DesignerLangContext.Provider>
  );
}

function Shell({ children }: { children: ReactNode }) {
  return params.get('noApp') === '1' ? children : <App>{children}</App>;
}

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <Shell>
        <Harness />
      </Shell>
    </StrictMode>,
  );
}
