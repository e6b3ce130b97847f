/**
 * Width of a text as the spec measures it: a character above code 128 (CJK, accented letters) is
 * as wide as two Latin ones, so Chinese and English titles are cut at the same visual length.
 */
export function textWidth(text: string): number {
  let width = 0;
  for (const char of text) width += (char.codePointAt(0) ?? 0) > 128 ? 2 : 1;
  return width;
}

export const ELLIPSIS = '…';

/**
 * Cuts `text` when its width exceeds `max`, keeping the longest start no wider than `keep` (default
 * `max`) and adding an ellipsis. The one text cutter of the shell: menu, logo and tab titles.
 */
export function cutText(text: string, max: number, keep: number = max): string {
  if (textWidth(text) <= max) return text;
  let width = 0;
  let kept = '';
  for (const char of text) {
    width += (char.codePointAt(0) ?? 0) > 128 ? 2 : 1;
    if (width > keep) break;
    kept += char;
  }
  return `${kept}${ELLIPSIS}`;
}

/** How wide a tab title may be, so that a handful of tabs fit on one bar. */
export const TAB_TITLE_MAX = 20;

/**
 * The logo title (spec §5): the top menu leaves less room beside the logo, so there it is cut to 7
 * plus an ellipsis when over 8, elsewhere to 9 plus an ellipsis when over 10.
 */
export function logoTitle(title: string, topMenu: boolean): string {
  return topMenu ? cutText(title, 8, 7) : cutText(title, 10, 9);
}
