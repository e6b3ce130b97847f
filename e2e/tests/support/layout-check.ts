import type { Page } from '@playwright/test';

/**
 * The texts of a page's lists that do not sit on one line: a column title, an action link or button
 * of a row, a tag (antd breaks a word anywhere when its column is too narrow: "Desig n", "Coun t").
 * Lines are told apart by the tops of the text's boxes, a few pixels apart at most on one line.
 */
export function brokenTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const lineCount = (element: Element) => {
      const tops: number[] = [];
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const rect of range.getClientRects()) {
          if (rect.width > 0 && !tops.some((top) => Math.abs(top - rect.top) < rect.height / 2)) {
            tops.push(rect.top);
          }
        }
      }
      return tops.length;
    };
    const selectors = [
      '.ant-table-thead th',
      '.ant-table-tbody td a',
      '.ant-table-tbody td button',
      '.ant-table-tbody .ant-tag',
      '.ant-pro-table-list-toolbar button',
      '.ant-tabs-tab',
    ];
    const broken: string[] = [];
    for (const element of document.querySelectorAll(selectors.join(','))) {
      const text = element.textContent?.trim();
      if (!text || !(element as HTMLElement).offsetParent) continue;
      if (lineCount(element) > 1) broken.push(text);
    }
    // A menu name cut short in the side menu.
    for (const title of document.querySelectorAll('.ant-pro-sider .ant-menu-title-content')) {
      const element = title as HTMLElement;
      if (element.offsetParent && element.scrollWidth > element.clientWidth + 1) {
        broken.push(`menu: ${element.textContent?.trim()}`);
      }
    }
    return broken;
  });
}
