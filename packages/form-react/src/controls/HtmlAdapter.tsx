import type { HtmlOptions } from '@siteguard/form-engine';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import type { StaticAdapter, StaticAdapterProps } from '../runtime/adapters';
import { optionsOf } from './util';

/** A definition's HTML is data from whoever saved the form: sanitised before it reaches the DOM. */
function HtmlControl({ control }: StaticAdapterProps) {
  const o = optionsOf<HtmlOptions>(control);
  const html = useMemo(
    () => DOMPurify.sanitize(typeof o.defaultValue === 'string' ? o.defaultValue : ''),
    [o.defaultValue],
  );
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify just above
  return <div className="ant-form-item sg-html" dangerouslySetInnerHTML={{ __html: html }} />;
}

export const htmlAdapter: StaticAdapter = { kind: 'static', Component: HtmlControl, bare: true };
