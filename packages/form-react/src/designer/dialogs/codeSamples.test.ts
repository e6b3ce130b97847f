import type { FormDefinition } from '@siteguard/form-engine';
import {
  builtinRegistry,
  createControl,
  defaultConfig,
  parseOrThrow,
  serialize,
} from '@siteguard/form-engine';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import type { SampleOptions } from './codeSamples';
import { codeSample, embeddableJson, htmlSample, reactSample, SAMPLE_KINDS, vueSample } from './codeSamples';

// Labels that would break a naive embedding: end the <script> block, open an HTML comment (which
// changes how a browser looks for </script>), or end a JavaScript line (U+2028 before ES2019).
const HOSTILE = [
  '</script><script>alert(1)</script>',
  '<!-- <script>',
  'line\u2028separator\u2029',
  `Tom & Jerry's "quote" \`tick\` $\{x} {{ y }}`,
  '</SCRIPT >',
];

function hostileDefinition(): FormDefinition {
  const list = HOSTILE.map((label, i) => {
    const control = createControl('input', builtinRegistry, 1_700_000_000_000 + i);
    control.label = label;
    return control;
  });
  return parseOrThrow({ schemaVersion: 1, list, config: { ...defaultConfig(), customStyle: '</style>' } });
}

const options: SampleOptions = {
  lang: 'en',
  getDataLabel: 'Get data',
  elementScriptUrl: 'http://127.0.0.1:18750/siteguard-form.iife.js',
};

/** As the HTML tokenizer ends a script: at the first `</script` followed by space, `/` or `>`. */
const SCRIPT_END = /<\/script[\s/>]/i;

function scriptBlocks(html: string): { attributes: string; body: string }[] {
  const blocks: { attributes: string; body: string }[] = [];
  const open = /<script\b([^>]*)>/gi;
  let rest = html;
  for (let match = open.exec(rest); match; match = open.exec(rest)) {
    const start = match.index + match[0].length;
    const end = rest.slice(start).search(SCRIPT_END);
    expect(end).toBeGreaterThanOrEqual(0);
    blocks.push({ attributes: match[1] ?? '', body: rest.slice(start, start + end) });
    rest = rest.slice(start + end + '</script>'.length);
    open.lastIndex = 0;
  }
  return blocks;
}

/** The object literal after `const definition = ` (JSON, ends at the first `;` + blank line). */
function definitionLiteral(code: string): unknown {
  const start = code.indexOf('const definition = ') + 'const definition = '.length;
  const end = code.indexOf(';\n\n', start);
  return JSON.parse(code.slice(start, end));
}

function syntaxErrors(code: string, fileName: string): string[] {
  const out = ts.transpileModule(code, {
    fileName,
    reportDiagnostics: true,
    compilerOptions: { jsx: ts.JsxEmit.Preserve, target: ts.ScriptTarget.ES2022 },
  });
  return (out.diagnostics ?? []).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
}

describe('embeddableJson', () => {
  it('writes <, >, &, U+2028 and U+2029 as \\u escapes that JSON.parse reads back', () => {
    const value = { label: HOSTILE.join('|') };
    const text = embeddableJson(value);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual(value);
  });

  it('indents continuation lines only', () => {
    expect(embeddableJson({ a: 1 }, '    ')).toBe('{\n      "a": 1\n    }');
  });
});

describe('HTML sample', () => {
  const definition = hostileDefinition();
  const html = htmlSample(definition, options);
  const blocks = scriptBlocks(html);

  it('has exactly its three scripts, whatever the labels say', () => {
    expect(blocks.map((b) => b.attributes.trim())).toEqual([
      `src="${options.elementScriptUrl}"`,
      'type="application/json" id="form-definition"',
      '',
    ]);
  });

  it('embeds the definition so that it reads back unchanged', () => {
    const json = blocks[1]?.body ?? '';
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual(definition);
  });

  it('has a page script that is valid JavaScript and builds the element before it joins the page', () => {
    const code = blocks[2]?.body ?? '';
    expect(() => new Function(code)).not.toThrow();
    expect(code.indexOf('form.definition =')).toBeLessThan(code.indexOf('.append(form)'));
    expect(code).toContain('form.setAttribute(\'lang\', "en")');
  });

  it('escapes the bundle address and the button label as HTML', () => {
    const page = htmlSample(definition, {
      lang: 'zh-HK',
      getDataLabel: '<b>取得</b>',
      elementScriptUrl: 'https://cdn.example/x.js?a=1&b="2"',
    });
    expect(page).toContain('<script src="https://cdn.example/x.js?a=1&amp;b=&quot;2&quot;"></script>');
    expect(page).toContain('&lt;b&gt;取得&lt;/b&gt;</button>');
    expect(page).toContain('<html lang="zh-HK">');
  });

  it('loads the bundle from beside the page when no address is given', () => {
    expect(htmlSample(definition, { lang: 'en', getDataLabel: 'Get data' })).toContain(
      '<script src="./siteguard-form.iife.js"></script>',
    );
  });
});

describe('VUE sample', () => {
  const definition = hostileDefinition();
  const sfc = vueSample(definition, options);

  it('has one <script setup> block that ends where the component ends', () => {
    const blocks = scriptBlocks(sfc);
    expect(blocks).toHaveLength(1);
    expect(blocks[0]?.attributes.trim()).toBe('setup');
    expect(sfc.trimEnd().endsWith('</script>')).toBe(true);
    expect(syntaxErrors(blocks[0]?.body ?? '', 'demo.js')).toEqual([]);
  });

  it('embeds the definition so that it reads back unchanged', () => {
    expect(definitionLiteral(sfc)).toEqual(definition);
  });

  it('uses the custom element with its definition as a property and loads the bundle', () => {
    expect(sfc).toContain('<siteguard-form');
    expect(sfc).toContain(':definition.prop="definition"');
    expect(sfc).toContain(`const ELEMENT_SCRIPT_URL = "${options.elementScriptUrl}";`);
    expect(sfc).toContain("isCustomElement: (tag) => tag === 'siteguard-form'");
  });
});

describe('React sample', () => {
  const definition = hostileDefinition();
  const tsx = reactSample(definition, options);

  it('is valid TSX', () => {
    expect(syntaxErrors(tsx, 'demo.tsx')).toEqual([]);
  });

  it('embeds the definition so that it reads back unchanged', () => {
    expect(definitionLiteral(tsx)).toEqual(definition);
  });

  it('draws the form with FormRenderer and a runtime handle', () => {
    expect(tsx).toContain("import { FormRenderer, useFormRuntime } from '@siteguard/form-react';");
    expect(tsx).toContain('<FormRenderer definition={definition} runtime={runtime} lang="en"');
  });
});

describe('codeSample', () => {
  it('gives each kind its builder, and every sample round-trips a real export', () => {
    const definition = parseOrThrow(serialize(hostileDefinition()));
    for (const kind of SAMPLE_KINDS) {
      const code = codeSample(kind, definition, options);
      const json = kind === 'html' ? JSON.parse(scriptBlocks(code)[1]?.body ?? '') : definitionLiteral(code);
      expect(json).toEqual(definition);
    }
  });
});
