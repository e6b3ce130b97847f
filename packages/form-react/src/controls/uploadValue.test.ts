import { describe, expect, it } from 'vitest';
import { fitting, isAllowedImage, readExtraData, readFiles, readReply } from './uploadValue';

describe('upload value helpers', () => {
  it('accepts success === true or code === 0 and reads data.fileId / data.url', () => {
    expect(readReply({ success: true, code: 200, data: { fileId: 7, url: '/f/7' } })).toMatchObject({
      ok: true,
      fileId: 7,
      url: '/f/7',
    });
    expect(readReply({ code: 0, data: { url: '/x' } }).ok).toBe(true);
    expect(readReply({ success: false, code: 500, message: 'no' })).toMatchObject({
      ok: false,
      message: 'no',
    });
    expect(readReply('text').ok).toBe(false);
  });

  it('reads the "[]" default, the data JSON string, image types and the limit', () => {
    expect(readFiles('[]')).toEqual([]);
    expect(readFiles([{ name: 'a' }, 3])).toEqual([{ name: 'a' }]);
    expect(readExtraData('{"a":1,"b":"x"}')).toEqual({ a: '1', b: 'x' });
    expect(readExtraData('nope')).toEqual({});
    expect(isAllowedImage('image/png')).toBe(true);
    expect(isAllowedImage('image/webp')).toBe(false);
    expect(fitting(2, 3, 3)).toBe(1);
    expect(fitting(3, 1, 3)).toBe(0);
  });
});
