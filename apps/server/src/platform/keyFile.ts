import fs from 'node:fs';
import path from 'node:path';

/**
 * A key the server makes at first start and keeps in DATA_DIR/keys/<name> (readable by the server's
 * user only), never in the repository. Instances behind one load balancer must share DATA_DIR/keys
 * (docs/operations.md).
 */
export function loadOrCreateKeyFile<T>(dataDir: string, name: string, create: () => T): T {
  const file = path.join(dataDir, 'keys', name);
  if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
  const made = create();
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  // wx: two processes starting together must not both write; the loser reads the winner's key.
  try {
    fs.writeFileSync(file, JSON.stringify(made), { mode: 0o600, flag: 'wx' });
    return made;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
  }
}
