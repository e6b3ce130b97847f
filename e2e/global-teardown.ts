import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';

/**
 * Removes the run's throw-away data directories that playwright.config.ts created under the temp dir
 * (the PGlite server's and the PostgreSQL server's app data). The PostgreSQL server itself is stopped
 * when the runner exits (playwright.config.ts): this runs while the app servers still run on it.
 */
export default function globalTeardown(): void {
  for (const dir of [process.env.SITEGUARD_E2E_DATA_DIR, process.env.SITEGUARD_E2E_PG_DATA_DIR]) {
    // Never delete a directory outside the temp dir, whatever the environment says.
    if (dir?.startsWith(tmpdir())) rmSync(dir, { recursive: true, force: true });
  }
}
