/**
 * editor (rich text). The editor itself (TipTap on ProseMirror, ~100 kB) is loaded only when a form
 * holds an editor control, so forms without one never download it.
 */
import type { EditorOptions } from '@siteguard/form-engine';
import { lazy, Suspense } from 'react';
import type { FieldAdapter, FieldAdapterProps } from '../runtime/adapters';
import { optionsOf } from './util';

const RichTextEditor = lazy(() => import('./RichTextEditor'));

function EditorControl({ control, value, onChange, disabled, env, path }: FieldAdapterProps) {
  const o = optionsOf<EditorOptions>(control);
  const height = typeof o.height === 'number' && o.height > 0 ? o.height : 300;
  return (
    <Suspense fallback={<div style={{ height }}>{env.texts.editorLoading}</div>}>
      <RichTextEditor
        id={path}
        html={typeof value === 'string' ? value : ''}
        onChange={onChange}
        height={height}
        disabled={disabled}
        placeholder={o.placeholder}
        texts={env.texts}
      />
    </Suspense>
  );
}

export const editorAdapter: FieldAdapter = { kind: 'field', Component: EditorControl, wide: true };
