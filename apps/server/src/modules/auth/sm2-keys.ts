import fs from 'node:fs';
import path from 'node:path';
import { sm2 } from 'sm-crypto';

/** C1C3C2, as sm-crypto's `doEncrypt(text, publicKey, 1)` in the browser produces. */
const CIPHER_MODE = 1;

export interface Sm2Keys {
  /** Uncompressed point, 130 hex digits starting 04. */
  publicKey: string;
  /** The plain text, or undefined when the ciphertext does not decrypt with our key. */
  decrypt(cipherHex: string): string | undefined;
}

/**
 * The SM2 key pair for password transport: generated at first start and kept in DATA_DIR/keys
 * (readable by the server's user only), never in the repository. Instances behind one load balancer
 * must share this file (see docs/operations.md).
 */
export function loadOrCreateSm2Keys(dataDir: string): Sm2Keys {
  const file = path.join(dataDir, 'keys', 'sm2.json');
  let pair: { publicKey: string; privateKey: string };
  if (fs.existsSync(file)) {
    pair = JSON.parse(fs.readFileSync(file, 'utf8'));
  } else {
    pair = sm2.generateKeyPairHex();
    fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
    // wx: two processes starting together must not both write; the loser reads the winner's pair.
    try {
      fs.writeFileSync(file, JSON.stringify(pair), { mode: 0o600, flag: 'wx' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      pair = JSON.parse(fs.readFileSync(file, 'utf8'));
    }
  }
  const { publicKey, privateKey } = pair;
  return {
    publicKey,
    decrypt(cipherHex) {
      try {
        const text = sm2.doDecrypt(cipherHex.toLowerCase(), privateKey, CIPHER_MODE);
        return typeof text === 'string' && text.length > 0 ? text : undefined;
      } catch {
        return undefined;
      }
    },
  };
}
