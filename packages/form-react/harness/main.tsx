/**
 * The runtime harness: draws a form chosen by `?form=` and offers buttons for the runtime API. The
 * Playwright spec drives it; `window.harness` exposes the handle and a render counter.
 */
import '@ant-design/v5-patch-for-react-19';
import { Button, Input, Space } from 'antd';
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import type { FormRuntime } from '../src/index';
import { FormRenderer, useFormRuntime } from '../src/index';
import { FORMS } from './forms';

const params = new URLSearchParams(window.location.search);
const formName = params.get('form') ?? 'all';
const lang = (params.get('lang') ?? 'en') as 'en' | 'zh-CN' | 'zh-HK';
const definition = (FORMS[formName] ?? FORMS.all)?.(params);

const renders = new Map<string, number>();
const dynamicData = {
  hello: () => {
    document.getElementById('output')?.replaceChildren('dynamic called');
  },
  // option list of `dynamic` selects (dynamicKey 'sites')
  sites: [
    { value: 'n', label: 'North yard' },
    { value: 's', label: 'South yard' },
  ],
};
// sent with every upload on top of each control's own headers
const uploadHeaders = { Authorization: 'Bearer harness-token' };

declare global {
  interface Window {
    harness: { runtime: FormRuntime; renders: Map<string, number>; submitted: unknown };
  }
}

function show(value: unknown) {
  document.getElementById('output')?.replaceChildren(JSON.stringify(value, null, 2));
}

function Harness() {
  const runtime = useFormRuntime();
  const [models, setModels] = useState('');
  const [json, setJson] = useState('{}');
  window.harness = { runtime, renders, submitted: undefined };
  const list = () =>
    models
      .split(',')
      .map((m) => m.trim())
      .filter(Boolean);
  return (
    <div style={{ padding: 16, maxWidth: 1200, margin: '0 auto' }}>
      <Space wrap style={{ marginBottom: 16 }}>
        <Button
          id="get-data"
          onClick={() =>
            runtime.getData().then(
              (data) => show({ ok: true, data }),
              (error: { errors?: unknown }) => show({ ok: false, errors: error.errors }),
            )
          }
        >
          getData
        </Button>
        <Input
          id="models"
          placeholder="models, comma separated"
          value={models}
          onChange={(e) => setModels(e.target.value)}
          style={{ width: 260 }}
        />
        <Button id="hide" onClick={() => runtime.hide(list())}>
          hide
        </Button>
        <Button id="show" onClick={() => runtime.show(list())}>
          show
        </Button>
        <Button id="disable" onClick={() => runtime.disable(list())}>
          disable
        </Button>
        <Button id="enable" onClick={() => runtime.enable(list())}>
          enable
        </Button>
        <Input id="json" value={json} onChange={(e) => setJson(e.target.value)} style={{ width: 200 }} />
        <Button
          id="set-data"
          onClick={() => void runtime.setData(JSON.parse(json) as Record<string, unknown>)}
        >
          setData
        </Button>
        <Button id="reset" onClick={() => runtime.reset()}>
          reset
        </Button>
      </Space>
      <p className="outside" id="outside">
        Outside the form
      </p>
      <input className="ant-input" id="outside-input" defaultValue="page input" />
      <FormRenderer
        definition={definition}
        runtime={runtime}
        lang={lang}
        dynamicData={dynamicData}
        uploadHeaders={uploadHeaders}
        onSubmit={(getData) =>
          getData().then(
            (data) => {
              window.harness.submitted = data;
              show({ submitted: data });
            },
            () => undefined,
          )
        }
        onFieldRender={(path) => renders.set(path, (renders.get(path) ?? 0) + 1)}
      />
      <pre id="output" style={{ background: '#f6f6f6', padding: 8, minHeight: 40 }} />
    </div>
  );
}

const root = document.getElementById('root');
if (root) {
  // StrictMode doubles renders in development only; the harness is a production build.
  createRoot(root).render(
    <StrictMode>
      <Harness />
    </StrictMode>,
  );
}
