import type { Page } from '@playwright/test';

/** Where to look: texts that may wrap only between words, texts that must sit on one line, texts that must not be cut. */
export interface LayoutChecks {
  words: readonly string[];
  oneLine: readonly string[];
  whole: readonly string[];
}

/**
 * A list page's: column titles; a row's action links and buttons, tags, toolbar buttons and tabs (antd
 * breaks a word anywhere when its column is too narrow: "Desig n", "Coun t"); side-menu names.
 */
export const LIST_CHECKS: LayoutChecks = {
  words: ['.ant-table-thead th'],
  oneLine: [
    '.ant-table-tbody td a, .ant-table-tbody td button, .ant-table-tbody .ant-tag',
    '.ant-pro-table-list-toolbar button, .ant-tabs-tab',
  ],
  whole: [".ant-pro-sider .ant-menu-title-content, .ant-pro-sider [class*='-item-text']"],
};

/**
 * The texts of a page broken inside a word, wrapped where they must not, or cut short (an ellipsis, or
 * wider than their box). A line may end only after a space or a punctuation mark; between two letters
 * (two Chinese characters too: a console's words are short and read as one) it is a broken word.
 */
export function brokenTexts(page: Page, checks: LayoutChecks = LIST_CHECKS): Promise<string[]> {
  return page.evaluate((where) => {
    const letter = /[\p{L}\p{N}]/u;
    /** Whether a line ends between two letters inside `element`, or (`oneLine`) anywhere. */
    const broken = (element: Element, oneLine: boolean) => {
      let lastTop: number | null = null;
      let lastChar = '';
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (let index = 0; index < text.length; index++) {
          const char = text[index] ?? '';
          // A space ending a line has no box of its own: it still lets the line end there.
          if (/\s/.test(char)) {
            lastChar = ' ';
            continue;
          }
          const range = document.createRange();
          range.setStart(node, index);
          range.setEnd(node, index + 1);
          const rect = range.getClientRects()[0];
          if (!rect || rect.width === 0) continue;
          if (lastTop !== null && Math.abs(rect.top - lastTop) > rect.height / 2) {
            if (oneLine || (letter.test(lastChar) && letter.test(char))) return true;
          }
          lastTop = rect.top;
          lastChar = char;
        }
      }
      return false;
    };
    const shown = (selectors: readonly string[]) =>
      selectors.flatMap((selector) =>
        Array.from(document.querySelectorAll<HTMLElement>(selector)).filter(
          (element) => element.offsetParent && element.textContent?.trim(),
        ),
      );
    const found: string[] = [];
    for (const element of shown(where.words))
      if (broken(element, false)) found.push(`broken: ${element.textContent?.trim()}`);
    for (const element of shown(where.oneLine))
      if (broken(element, true)) found.push(`wrapped: ${element.textContent?.trim()}`);
    for (const element of shown(where.whole)) {
      const text = element.textContent?.trim() ?? '';
      if (text.endsWith('…') || element.scrollWidth > element.clientWidth + 1) found.push(`cut: ${text}`);
    }
    return found;
  }, checks);
}
