import { sm2 } from 'sm-crypto';
import { loadOrCreateKeyFile } from '../../platform/keyFile.js';

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
  const pair = loadOrCreateKeyFile<{ publicKey: string; privateKey: string }>(dataDir, 'sm2.json', () =>
    sm2.generateKeyPairHex(),
  );
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
