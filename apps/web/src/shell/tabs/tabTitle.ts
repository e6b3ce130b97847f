/**
 * The title of the menu routed at `path`, else of the nearest menu path above it: a page with a
 * parameter ('/forms/designer/42') is titled by its menu ('/forms/designer').
 */
export function menuTitleFor(titles: ReadonlyMap<string, string>, path: string): string | undefined {
  for (let at = path; at.length > 0; at = at.slice(0, at.lastIndexOf('/'))) {
    const title = titles.get(at);
    if (title !== undefined) return title;
  }
  return undefined;
}
