import { sm2 } from 'sm-crypto';
import { describe, expect, it } from 'vitest';
import { encryptPassword } from './encryptPassword';

describe('encryptPassword', () => {
  it('sends sm-crypto C1C3C2 (mode 1): lower-case hex, C1 without 04, then SM3, then the text', async () => {
    const { publicKey, privateKey } = sm2.generateKeyPairHex();
    const cipher = await encryptPassword('123456', publicKey);
    expect(cipher).toMatch(/^[0-9a-f]+$/);
    expect(cipher).toHaveLength(128 + 64 + 2 * 6);
    expect(sm2.doDecrypt(cipher, privateKey, 1)).toBe('123456');
    // Read as C1C2C3 it does not check out.
    expect(sm2.doDecrypt(cipher, privateKey, 0)).toBe('');
  });
});
