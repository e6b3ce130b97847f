import type { Page } from '@playwright/test';

/**
 * The texts of a page's lists broken inside a word: a column title, an action link or button of a
 * row, a tag, a tab (antd breaks a word anywhere when its column is too narrow: "Desig n", "Coun t").
 * A line may end only after a space or a punctuation mark; between two letters (two Chinese
 * characters too: a list's words are short and read as one) it is a broken word. Tags, a row's
 * actions and tabs must sit on one line. Also a side-menu name cut short.
 */
export function brokenTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
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
    const found: string[] = [];
    const check = (selector: string, oneLine: boolean) => {
      for (const element of Array.from(document.querySelectorAll(selector))) {
        const text = element.textContent?.trim();
        if (!text || !(element as HTMLElement).offsetParent) continue;
        if (broken(element, oneLine)) found.push(text);
      }
    };
    check('.ant-table-thead th', false);
    check('.ant-table-tbody td a, .ant-table-tbody td button, .ant-table-tbody .ant-tag', true);
    check('.ant-pro-table-list-toolbar button, .ant-tabs-tab', true);
    const menuTexts = ".ant-pro-sider .ant-menu-title-content, .ant-pro-sider [class*='-item-text']";
    for (const title of Array.from(document.querySelectorAll(menuTexts))) {
      const element = title as HTMLElement;
      const cut = element.textContent?.trim().endsWith('…');
      if (element.offsetParent && (cut || element.scrollWidth > element.clientWidth + 1)) {
        found.push(`menu: ${element.textContent?.trim()}`);
      }
    }
    return found;
  });
}
