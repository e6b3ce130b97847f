/**
 * Scopes a form's `customStyle` to one form instance: every selector gets the instance class in
 * front, so a definition's CSS cannot restyle the page around it (or another form on the page).
 * A small reader, not a full CSS parser: rules, comments, strings and nested at-rules (@media,
 * @supports, @container, @layer) are handled; @keyframes and @font-face bodies are kept as they are;
 * @import is dropped (it would load CSS for the whole page).
 */

const PAGE_SELECTORS = /^(?::root|html|body)(?=$|[\s.#:[>+~])/;

function scopeSelector(selector: string, scope: string): string {
  const trimmed = selector.trim();
  if (trimmed === '') return '';
  // `:root`, `html`, `body` mean "the form" here: the form root stands in for them.
  if (PAGE_SELECTORS.test(trimmed)) return trimmed.replace(PAGE_SELECTORS, scope);
  return `${scope} ${trimmed}`;
}

/** Splits on top-level commas (not those inside :is(a, b) or [attr="a,b"]). */
function splitSelectors(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote = '';
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charAt(i);
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = '';
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (c === ',' && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts;
}

/** The index of the `}` closing the block opened just before `from`. */
function blockEnd(css: string, from: number): number {
  let depth = 1;
  let quote = '';
  for (let i = from; i < css.length; i++) {
    const c = css.charAt(i);
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = '';
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) return i;
  }
  return css.length;
}

const VERBATIM_AT_RULES = /^@(-[a-z]+-)?(keyframes|font-face|counter-style|property|page)\b/i;

function scopeBlock(css: string, scope: string): string {
  let out = '';
  let i = 0;
  while (i < css.length) {
    const open = css.indexOf('{', i);
    const semi = css.indexOf(';', i);
    if (open === -1) break;
    const head = css.slice(i, open).trim();
    // A statement at-rule before the next block (`@import url(x);`, `@charset`): dropped.
    if (semi !== -1 && semi < open && css.slice(i, semi).trim().startsWith('@')) {
      i = semi + 1;
      continue;
    }
    const end = blockEnd(css, open + 1);
    const body = css.slice(open + 1, end);
    if (head.startsWith('@')) {
      out += VERBATIM_AT_RULES.test(head) ? `${head}{${body}}` : `${head}{${scopeBlock(body, scope)}}`;
    } else if (head !== '') {
      const selectors = splitSelectors(head)
        .map((s) => scopeSelector(s, scope))
        .filter((s) => s !== '');
      if (selectors.length > 0) out += `${selectors.join(',')}{${body.trim()}}`;
    }
    i = end + 1;
  }
  return out;
}

export function scopeCss(css: string, scope: string): string {
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, '');
  // `</style>` in a definition must not end the element the CSS is written into.
  return scopeBlock(withoutComments, scope).replace(/<\/style/gi, '<\\/style');
}

/**
 * A declaration list (`width: 100%; color: red`) as a React style object, for the table's
 * `customStyle` option, which the original binds to the table's style attribute.
 */
export function parseDeclarations(text: string): Record<string, string> {
  const style: Record<string, string> = {};
  for (const declaration of text.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon === -1) continue;
    const name = declaration.slice(0, colon).trim();
    const value = declaration.slice(colon + 1).trim();
    if (!/^-?[a-zA-Z-]+$/.test(name) || value === '') continue;
    const camel = name.startsWith('--')
      ? name
      : name.replace(/^-ms-/, 'ms-').replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
    style[camel] = value;
  }
  return style;
}
