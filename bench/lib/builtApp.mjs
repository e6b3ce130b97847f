// The built product as a user gets it, for the browser benchmarks: `apps/server/dist/server.js`
// serving `apps/web/dist` on a free port with a throw-away DATA_DIR (embedded PGlite, demo data), and
// Debian's Chromium through playwright-core (resolved from the e2e workspace). Builds nothing.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../scripts/lib/temp-postgres.mjs';
import { root } from './harness.mjs';

const serverEntry = path.join(root, 'apps/server/dist/server.js');
const webIndex = path.join(root, 'apps/web/dist/index.html');

async function waitForHealth(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('server did not become healthy');
}

/** Starts the built server; exits the process with a hint when `npm run build` has not been run. */
export async function startBuiltServer(name) {
  for (const file of [serverEntry, webIndex]) {
    if (!fs.existsSync(file)) {
      console.error(`${path.relative(root, file)} is missing: run \`npm run build\` first.`);
      process.exit(1);
    }
  }
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `siteguard-bench-${name}-`));
  const server = spawn(process.execPath, [serverEntry], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      MQTT_PORT: '0',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const stop = async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(base);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, stop };
}

/** Debian's Chromium (CHROMIUM_PATH), never a downloaded build. */
export function launchChromium() {
  const { chromium } = createRequire(path.join(root, 'e2e', 'package.json'))('playwright-core');
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}
