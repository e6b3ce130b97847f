import { describe, expect, it } from 'vitest';
import { exceedsMaxCount, isAcceptedImage, sniffImageType, uploadResultOf } from './uploadRules';

const PNG = Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);
const JPEG = Uint8Array.of(0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46);
const GIF89 = new TextEncoder().encode('GIF89a\u0001\u0000');
const GIF87 = new TextEncoder().encode('GIF87a\u0001\u0000');
const SVG = new TextEncoder().encode('<svg xml');
const WEBP = new TextEncoder().encode('RIFF\u0000\u0000\u0000\u0000');

describe('sniffImageType', () => {
  it('recognises png, jpeg and both gif versions', () => {
    expect(sniffImageType(PNG)).toBe('image/png');
    expect(sniffImageType(JPEG)).toBe('image/jpeg');
    expect(sniffImageType(GIF89)).toBe('image/gif');
    expect(sniffImageType(GIF87)).toBe('image/gif');
  });

  it('refuses other content and short files', () => {
    expect(sniffImageType(SVG)).toBeNull();
    expect(sniffImageType(WEBP)).toBeNull();
    expect(sniffImageType(Uint8Array.of(0xff, 0xd8))).toBeNull();
    expect(sniffImageType(new Uint8Array())).toBeNull();
  });
});

describe('isAcceptedImage', () => {
  it('needs the declared type and the content to agree', () => {
    expect(isAcceptedImage('image/png', PNG)).toBe(true);
    expect(isAcceptedImage('image/jpeg', PNG)).toBe(false);
    expect(isAcceptedImage('image/svg+xml', SVG)).toBe(false);
    expect(isAcceptedImage('image/png', SVG)).toBe(false);
  });
});

describe('exceedsMaxCount', () => {
  it('allows up to the maximum', () => {
    expect(exceedsMaxCount(4, 1, 5)).toBe(false);
    expect(exceedsMaxCount(4, 2, 5)).toBe(true);
    expect(exceedsMaxCount(5, 1, 5)).toBe(true);
  });

  it('has no limit without a maximum', () => {
    expect(exceedsMaxCount(100, 100, undefined)).toBe(false);
  });
});

describe('uploadResultOf', () => {
  const data = { fileId: '42', url: '/api/sysFileInfo/preview?id=42' };

  it('accepts success true or code 0', () => {
    expect(uploadResultOf({ success: true, code: 0, data })).toEqual(data);
    expect(uploadResultOf({ success: true, code: 200, data })).toEqual(data);
    expect(uploadResultOf({ code: 0, data })).toEqual(data);
  });

  it('refuses failures and answers without a file', () => {
    expect(uploadResultOf({ success: false, code: 1012001, data: null })).toBeNull();
    expect(uploadResultOf({ success: true, code: 0, data: {} })).toBeNull();
    expect(uploadResultOf('oops')).toBeNull();
    expect(uploadResultOf(null)).toBeNull();
  });
});
