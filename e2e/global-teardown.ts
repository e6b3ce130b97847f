import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';

/** Removes the run's throw-away data directory that playwright.config.ts created under the temp dir. */
export default function globalTeardown(): void {
  const dir = process.env.SITEGUARD_E2E_DATA_DIR;
  // Never delete a directory outside the temp dir, whatever the environment says.
  if (dir?.startsWith(tmpdir())) rmSync(dir, { recursive: true, force: true });
}
