import { describe, expect, it } from 'vitest';
import { designerPathFor, versionParam } from './designerPath';

describe('designerPathFor', () => {
  it('opens a new form, a form, or one of its versions', () => {
    expect(designerPathFor()).toBe('/forms/designer');
    expect(designerPathFor('42')).toBe('/forms/designer/42');
    expect(designerPathFor('42', 3)).toBe('/forms/designer/42?version=3');
  });
});

describe('versionParam', () => {
  const read = (search: string) => versionParam(new URLSearchParams(search));

  it('reads a positive whole version', () => {
    expect(read('?version=1')).toBe(1);
    expect(read('version=12')).toBe(12);
  });

  it('ignores anything else, so the current version opens', () => {
    for (const search of ['', '?version=', '?version=0', '?version=-1', '?version=1.5', '?version=abc'])
      expect(read(search)).toBeUndefined();
  });
});
