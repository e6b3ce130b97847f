/**
 * The Code dialog's samples: complete files that embed the form JSON and draw the form. Pure string
 * builders, so the dialog only shows them and the tests can read the JSON back out of each.
 *
 * - HTML: a plain page; the `<siteguard-form>` element bundle brings React, antd and the runtime.
 * - VUE: a Vue 3 single-file component around the same custom element.
 * - React: a component with FormRenderer from @siteguard/form-react.
 */
import type { FormDefinition } from '@siteguard/form-engine';
import type { RuntimeLang } from '../../runtime/locale';

export type SampleKind = 'vue' | 'html' | 'react';

export const SAMPLE_KINDS: readonly SampleKind[] = ['vue', 'html', 'react'];

/** The file each sample is exported as (the spec names demo.vue and demo.html). */
export const SAMPLE_FILES: Readonly<Record<SampleKind, string>> = {
  vue: 'demo.vue',
  html: 'demo.html',
  react: 'demo.tsx',
};

/**
 * Used when the embedding page gives no bundle address: the bundle
 * (packages/form-react/dist/siteguard-form.iife.js) is then expected beside the saved file.
 */
export const DEFAULT_ELEMENT_SCRIPT_URL = './siteguard-form.iife.js';

export interface SampleOptions {
  /** Where the HTML and VUE samples load the element bundle from. */
  elementScriptUrl?: string;
  /** The language the sample's form speaks (its runtime texts and validation messages). */
  lang: RuntimeLang;
  /** The sample's own "get data" button. */
  getDataLabel: string;
}

// Inside JSON these occur only in strings, where `\uXXXX` means the same character. Written that way
// no label can end a <script> block (`</script>`), open an HTML comment, or break a JS line (U+2028).
const UNSAFE_IN_SCRIPT = /[<>&\u2028\u2029]/g;

/**
 * JSON text (also a JavaScript expression) that is safe inside an HTML <script>, a Vue SFC block and
 * a TSX module. `indent` is put before every line but the first, to sit inside the sample's code.
 */
export function embeddableJson(value: unknown, indent = ''): string {
  const text = JSON.stringify(value, null, 2) ?? 'null';
  return text
    .replace(UNSAFE_IN_SCRIPT, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)
    .replaceAll('\n', `\n${indent}`);
}

/** Text for an HTML attribute value in double quotes or for element content. */
export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

function scriptUrl(options: SampleOptions): string {
  return options.elementScriptUrl || DEFAULT_ELEMENT_SCRIPT_URL;
}

export function htmlSample(definition: FormDefinition, options: SampleOptions): string {
  const lang = escapeHtml(options.lang);
  return `<!doctype html>
<html lang="${lang}">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Form</title>
    <!-- The <siteguard-form> element: React, antd and the form runtime in one classic script. -->
    <script src="${escapeHtml(scriptUrl(options))}"></script>
  </head>
  <body style="margin: 24px">
    <div id="form-host"></div>
    <button id="get-data" type="button">${escapeHtml(options.getDataLabel)}</button>
    <pre id="output"></pre>

    <!-- The form definition. "<" and ">" are written \\u003c and \\u003e, so no text in it can end this block. -->
    <script type="application/json" id="form-definition">
      ${embeddableJson(definition, '      ')}
    </script>
    <script>
      // Made in script with its definition set before it joins the page, so it draws once.
      const form = document.createElement('siteguard-form');
      form.setAttribute('lang', ${embeddableJson(options.lang)});
      form.definition = JSON.parse(document.getElementById('form-definition').textContent);
      document.getElementById('form-host').append(form);

      const output = document.getElementById('output');
      // getData validates: the data on success; on failure the fields show their errors.
      function show(getData) {
        getData().then(
          (data) => {
            output.textContent = JSON.stringify(data, null, 2);
          },
          (error) => {
            output.textContent = JSON.stringify({ errors: error.errors ?? String(error) }, null, 2);
          },
        );
      }
      document.getElementById('get-data').addEventListener('click', () => show(() => form.getData()));
      // The form's own submit buttons hand over getData the same way.
      form.addEventListener('submit', (event) => show(event.detail.getData));
    </script>
  </body>
</html>
`;
}

export function vueSample(definition: FormDefinition, options: SampleOptions): string {
  return `<!--
  demo.vue: the form in a Vue 3 component, drawn by the <siteguard-form> custom element.
  Vue must treat siteguard-form as a custom element. With Vite (vite.config.js):
    vue({ template: { compilerOptions: { isCustomElement: (tag) => tag === 'siteguard-form' } } })
  With the in-browser compiler:
    app.config.compilerOptions.isCustomElement = (tag) => tag === 'siteguard-form';
-->
<template>
  <div class="siteguard-form-demo">
    <siteguard-form
      v-if="ready"
      ref="form"
      lang="${escapeHtml(options.lang)}"
      :definition.prop="definition"
      @submit="(event) => show(event.detail.getData)"
    />
    <button type="button" @click="show(() => form.getData())">${escapeHtml(options.getDataLabel)}</button>
    <pre>{{ output }}</pre>
  </div>
</template>

<script setup>
import { onMounted, ref } from 'vue';

// The element bundle (React, antd and the form runtime); it may as well be loaded once in index.html.
const ELEMENT_SCRIPT_URL = ${embeddableJson(scriptUrl(options))};

const definition = ${embeddableJson(definition)};

const form = ref(null);
const ready = ref(false);
const output = ref('');

onMounted(async () => {
  if (!customElements.get('siteguard-form') && !document.querySelector('script[data-siteguard-form]')) {
    const script = document.createElement('script');
    script.src = ELEMENT_SCRIPT_URL;
    script.dataset.siteguardForm = '';
    document.head.append(script);
  }
  // Drawn only once the element is defined, so Vue sets its definition on the real element.
  await customElements.whenDefined('siteguard-form');
  ready.value = true;
});

// getData validates: the data on success; on failure the fields show their errors.
function show(getData) {
  getData().then(
    (data) => {
      output.value = JSON.stringify(data, null, 2);
    },
    (error) => {
      output.value = JSON.stringify({ errors: error.errors ?? String(error) }, null, 2);
    },
  );
}
</script>
`;
}

export function reactSample(definition: FormDefinition, options: SampleOptions): string {
  return `/**
 * demo.tsx: the form in a React 19 component, drawn by FormRenderer of @siteguard/form-react
 * (antd 5 is its peer dependency).
 */
import type { FormValues } from '@siteguard/form-react';
import { FormRenderer, useFormRuntime } from '@siteguard/form-react';
import { useState } from 'react';

const definition = ${embeddableJson(definition)};

export default function Demo() {
  const runtime = useFormRuntime();
  const [output, setOutput] = useState('');

  // getData validates: the data on success; on failure the fields show their errors.
  const show = (getData: () => Promise<FormValues>) =>
    getData().then(
      (data) => setOutput(JSON.stringify(data, null, 2)),
      (error: { errors?: unknown }) =>
        setOutput(JSON.stringify({ errors: error.errors ?? String(error) }, null, 2)),
    );

  return (
    <div>
      <FormRenderer definition={definition} runtime={runtime} lang=${embeddableJson(options.lang)} onSubmit={show} />
      <button type="button" onClick={() => show(() => runtime.getData())}>
        {${embeddableJson(options.getDataLabel)}}
      </button>
      <pre>{output}</pre>
    </div>
  );
}
`;
}

const BUILDERS: Readonly<Record<SampleKind, (d: FormDefinition, o: SampleOptions) => string>> = {
  vue: vueSample,
  html: htmlSample,
  react: reactSample,
};

export function codeSample(kind: SampleKind, definition: FormDefinition, options: SampleOptions): string {
  return BUILDERS[kind](definition, options);
}
