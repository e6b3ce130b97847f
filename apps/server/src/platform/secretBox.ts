import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { loadOrCreateKeyFile } from './keyFile.js';

const VERSION = 'v1';

/** Encrypts secrets the server must read back (camera passwords): AES-256-GCM, a fresh IV each time. */
export interface SecretBox {
  seal(plain: string): string;
  /** The plain text, or undefined when it was sealed under another key or altered. */
  open(sealed: string): string | undefined;
}

export function secretBoxOf(key: Buffer): SecretBox {
  if (key.length !== 32) throw new Error('the secret key must be 32 bytes');
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return `${VERSION}:${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64')}`;
    },
    open(sealed) {
      const [version, data] = sealed.split(':');
      if (version !== VERSION || !data) return undefined;
      const bytes = Buffer.from(data, 'base64');
      if (bytes.length < 28) return undefined;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, 12));
        decipher.setAuthTag(bytes.subarray(12, 28));
        return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
      } catch {
        return undefined;
      }
    },
  };
}

/** The server's secret key: made at first start under DATA_DIR/keys (see keyFile.ts). */
export function loadOrCreateSecretBox(dataDir: string): SecretBox {
  const { key } = loadOrCreateKeyFile(dataDir, 'secret.json', () => ({
    key: randomBytes(32).toString('base64'),
  }));
  return secretBoxOf(Buffer.from(key, 'base64'));
}
