import { describe, expect, it } from 'vitest';
import {
  ALL_PERMISSION_CODES,
  errorMessage,
  errorNameOf,
  errors,
  hasPermission,
  interpolate,
  LANGS,
  PLATFORM_PERMISSIONS,
  pageQuerySchema,
  resolveLang,
  toPage,
} from './index.js';

describe('resolveLang', () => {
  it.each([
    [[undefined, undefined], 'zh-HK'],
    [['en', 'zh-CN'], 'en'],
    [['zh-cn'], 'zh-CN'],
    [['zh_HK'], 'zh-HK'],
    [[undefined, 'zh-TW,zh;q=0.8'], 'zh-HK'],
    [[undefined, 'zh-Hant-HK'], 'zh-HK'],
    [[undefined, 'fr-FR,en-GB;q=0.7,zh-CN;q=0.9'], 'zh-CN'],
    [[undefined, 'fr-FR'], 'zh-HK'],
    [['klingon', 'en-US'], 'en'],
  ] as const)('%j -> %s', (candidates, expected) => {
    expect(resolveLang(...candidates)).toBe(expected);
  });
});

describe('error catalogue', () => {
  const names = Object.keys(errors) as Array<keyof typeof errors>;

  it('has unique codes, each a 4xx or 5xx status, each message in every language', () => {
    const codes = names.map((name) => errors[name].code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const name of names) {
      expect(errors[name].status).toBeGreaterThanOrEqual(400);
      for (const lang of LANGS) expect(errors[name].message[lang].trim()).not.toBe('');
      expect(errorNameOf(errors[name].code)).toBe(name);
    }
  });

  it('keeps the codes the spec names', () => {
    expect(names.map((name) => errors[name].code)).toEqual(
      expect.arrayContaining([1011006, 1011007, 1011008, 1011009, 1013002, 1015002, 1016002]),
    );
  });

  it('fills message parameters', () => {
    expect(errorMessage('URL_NOT_EXIST', 'en', { url: 'GET /x' })).toBe(
      'The requested address does not exist: GET /x',
    );
    expect(interpolate('{a} and {b}', { a: 1 })).toBe('1 and {b}');
  });
});

describe('permissions', () => {
  it('fails closed and lets the super admin through', () => {
    const code = ALL_PERMISSION_CODES[0];
    if (!code) throw new Error('no permission codes');
    expect(hasPermission(null, code)).toBe(false);
    expect(hasPermission({ admintype: '2', buttons: [] }, code)).toBe(false);
    expect(hasPermission({ admintype: '2', buttons: [code] }, code)).toBe(true);
    expect(hasPermission({ admintype: 1, buttons: [] }, code)).toBe(true);
  });

  it("keeps platform powers for the platform tenant's super admin alone", () => {
    for (const code of PLATFORM_PERMISSIONS) {
      expect(hasPermission({ admintype: 1, buttons: [code] }, code)).toBe(false);
      expect(hasPermission({ admintype: 2, buttons: [code], platformAdmin: false }, code)).toBe(false);
      expect(hasPermission({ admintype: 1, buttons: [], platformAdmin: true }, code)).toBe(true);
    }
    expect([...PLATFORM_PERMISSIONS]).toEqual(
      expect.arrayContaining(['sysTenant:add', 'weather:replay', 'swWatch:command']),
    );
  });

  it('codes are <entity>:<action> and unique', () => {
    for (const code of ALL_PERMISSION_CODES) expect(code).toMatch(/^[a-z][A-Za-z]+:[a-z][A-Za-z]*$/);
    expect(new Set(ALL_PERMISSION_CODES).size).toBe(ALL_PERMISSION_CODES.length);
  });
});

describe('paging', () => {
  it('defaults to page 1 of size 10 and refuses sizes over 100', () => {
    expect(pageQuerySchema.parse({})).toEqual({ pageNo: 1, pageSize: 10 });
    expect(pageQuerySchema.parse({ pageNo: '3', pageSize: '20' })).toMatchObject({ pageNo: 3, pageSize: 20 });
    expect(pageQuerySchema.safeParse({ pageSize: '101' }).success).toBe(false);
    expect(pageQuerySchema.safeParse({ pageNo: '0' }).success).toBe(false);
  });

  it('builds a page with totalCount equal to totalRows', () => {
    expect(toPage(['a'], 21, { pageNo: 3, pageSize: 10 })).toEqual({
      pageNo: 3,
      pageSize: 10,
      totalPage: 3,
      totalRows: 21,
      totalCount: 21,
      rows: ['a'],
    });
  });
});
