import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sm2 } from 'sm-crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { loadOrCreateSm2Keys } from './sm2-keys.js';

describe('SM2 transport keys', () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sg-sm2-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('generates a pair at first start, stores it for the server user only, and reuses it', () => {
    const dataDir = tempDir();
    const first = loadOrCreateSm2Keys(dataDir);
    expect(first.publicKey).toMatch(/^04[0-9a-f]{128}$/);
    const file = path.join(dataDir, 'keys', 'sm2.json');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(loadOrCreateSm2Keys(dataDir).publicKey).toBe(first.publicKey);
    expect(loadOrCreateSm2Keys(tempDir()).publicKey).not.toBe(first.publicKey);
  });

  it('decrypts what the browser sends (C1C3C2, mode 1), in either hex case', () => {
    const keys = loadOrCreateSm2Keys(tempDir());
    const cipher = sm2.doEncrypt('密碼 pass-123', keys.publicKey, 1);
    expect(keys.decrypt(cipher)).toBe('密碼 pass-123');
    expect(keys.decrypt(cipher.toUpperCase())).toBe('密碼 pass-123');
  });

  it('reads nothing from C1C2C3, another key, or noise', () => {
    const keys = loadOrCreateSm2Keys(tempDir());
    const other = loadOrCreateSm2Keys(tempDir());
    expect(keys.decrypt(sm2.doEncrypt('123456', keys.publicKey, 0))).toBeUndefined();
    expect(keys.decrypt(sm2.doEncrypt('123456', other.publicKey, 1))).toBeUndefined();
    expect(keys.decrypt('ab'.repeat(120))).toBeUndefined();
  });
});
