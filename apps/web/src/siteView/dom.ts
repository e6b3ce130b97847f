import type { Lang } from '@siteguard/contracts';
import { LANG_LABELS } from '../i18n/language';

/**
 * The few DOM helpers of the small public pages (the permit site page, the tracking pages): no
 * framework, every value set as text, never as HTML.
 */
export type Child = Node | string | null | undefined | false;

export function el(tag: string, className: string | null, ...children: Child[]): HTMLElement {
  const node = document.createElement(tag);
  if (className) node.className = className;
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    node.append(typeof child === 'string' ? document.createTextNode(child) : child);
  }
  return node;
}

/** A label over its value; '-' for a value not given. */
export function field(label: string, value: string | null): HTMLElement {
  return el('div', 'field', el('div', 'label', label), el('div', 'value', value ?? '-'));
}

/** The children worth drawing: sections without content are left out. */
export const present = (...nodes: (HTMLElement | null)[]): HTMLElement[] =>
  nodes.filter((node) => node !== null);

/** The three-language switch at the top of a public page. */
export function languageBar(current: Lang, choose: (lang: Lang) => void): HTMLElement {
  const bar = el('nav', 'langs');
  for (const option of ['zh-HK', 'zh-CN', 'en'] as const) {
    const button = el('button', option === current ? 'on' : null, LANG_LABELS[option]) as HTMLButtonElement;
    button.type = 'button';
    button.setAttribute('aria-pressed', String(option === current));
    button.onclick = () => choose(option);
    bar.append(button);
  }
  return bar;
}
