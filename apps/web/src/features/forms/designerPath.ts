/** The menu path of the designer (the seeded hidden menu 'forms/Designer'). */
export const DESIGNER_PATH = '/forms/designer';
export const FORM_LIST_PATH = '/forms';

/** Where the designer opens a form: its current version, or `version` (an older one) when given. */
export function designerPathFor(id?: string, version?: number): string {
  if (id === undefined) return DESIGNER_PATH;
  const path = `${DESIGNER_PATH}/${encodeURIComponent(id)}`;
  return version === undefined ? path : `${path}?version=${version}`;
}

/** The `?version=` of a designer address: a positive whole number, else undefined (the current one). */
export function versionParam(search: URLSearchParams): number | undefined {
  const raw = search.get('version');
  if (raw === null || !/^\d{1,9}$/.test(raw)) return undefined;
  const version = Number(raw);
  return version >= 1 ? version : undefined;
}
