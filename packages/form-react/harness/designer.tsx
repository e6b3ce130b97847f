/**
 * The designer harness: FormDesigner filling the page, for the e2e specs and the bench.
 * Query: `?lang=en|zh-HK|zh-CN`, `?form=<name in forms.ts>|empty` (default empty),
 * `?hideResetHint=1`, `?toolbar=save,undo,...`. `window.designerHarness` reads and loads definitions.
 */
import '@ant-design/v5-patch-for-react-19';
import type { FormDefinition } from '@siteguard/form-engine';
import { CURRENT_SCHEMA_VERSION, defaultConfig, parseOrThrow } from '@siteguard/form-engine';
import { StrictMode, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import type { DesignerLang, ToolbarAction } from '../src/index';
import { DESIGNER_TOOLBAR, FormDesigner } from '../src/index';
import { FORMS, generated } from './forms';

const params = new URLSearchParams(window.location.search);
const lang = (params.get('lang') ?? 'en') as DesignerLang;
const hideResetHint = params.get('hideResetHint') === '1';
const toolbarParam = params.get('toolbar');
const toolbar = toolbarParam
  ? (toolbarParam
      .split(',')
      .filter((a) => (DESIGNER_TOOLBAR as readonly string[]).includes(a)) as ToolbarAction[])
  : undefined;

/** A fixture by name ('empty', any of forms.ts, `generated-<n>`), parsed. */
function fixture(name: string): FormDefinition {
  if (name === 'empty') return { schemaVersion: CURRENT_SCHEMA_VERSION, list: [], config: defaultConfig() };
  const count = /^generated-(\d+)$/.exec(name)?.[1];
  if (count) return generated(Number(count));
  const make = FORMS[name];
  if (!make) throw new Error(`no harness form "${name}"`);
  return parseOrThrow(make());
}

export interface DesignerHarness {
  /** The definition on the canvas (as the last onChange reported it). */
  definition(): FormDefinition;
  /** The selected control's key, '' for none (read from the canvas). */
  selectedKey(): string;
  /** Remounts the designer on a definition or a fixture name. */
  load(definition: FormDefinition | string): void;
  /** What onSave received, oldest first. */
  saved: FormDefinition[];
  /** How many times close was pressed. */
  closed: number;
  /** How many times onChange was called. */
  changes: number;
}

declare global {
  interface Window {
    designerHarness: DesignerHarness;
  }
}

function Harness() {
  const [mount, setMount] = useState(() => ({ id: 0, definition: fixture(params.get('form') ?? 'empty') }));
  const latest = useRef(mount.definition);
  window.designerHarness ??= {
    definition: () => latest.current,
    selectedKey: () => document.querySelector<HTMLElement>('.sgd-item.is-selected')?.dataset.sgdItem ?? '',
    load: () => {},
    saved: [],
    closed: 0,
    changes: 0,
  };
  const harness = window.designerHarness;
  harness.definition = () => latest.current;
  harness.load = (definition) => {
    const next = typeof definition === 'string' ? fixture(definition) : parseOrThrow(definition);
    latest.current = next;
    setMount((previous) => ({ id: previous.id + 1, definition: next }));
  };
  return (
    <FormDesigner
      key={mount.id}
      initialValue={mount.definition}
      lang={lang}
      hideResetHint={hideResetHint}
      toolbar={toolbar}
      extra={<span id="harness-extra">harness</span>}
      onChange={(definition) => {
        latest.current = definition;
        harness.changes += 1;
      }}
      onSave={(definition) => {
        harness.saved.push(definition);
      }}
      onClose={() => {
        harness.closed += 1;
      }}
    />
  );
}

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <Harness />
    </StrictMode>,
  );
}
