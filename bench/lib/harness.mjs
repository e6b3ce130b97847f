// What the server benchmarks share: the built server on a throw-away PostgreSQL, its API with the
// envelope unwrapped, a signed-in token, and percentiles.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, startTempPostgres } from '../../scripts/lib/temp-postgres.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** The server workspace's own copies of pg and sm-crypto, so the bench adds no dependency. */
export const serverRequire = createRequire(path.join(root, 'apps/server/package.json'));
const { sm2 } = serverRequire('sm-crypto');

async function waitForHealth(base, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('server did not become healthy');
}

/**
 * Starts PostgreSQL 15 (unless `database` is 'pglite', the embedded default) and the built server
 * (apps/server/dist/server.js) on free ports.
 * Resolves to `{ base, databaseUrl, mqttUrl, mqttPort, pid, stop }`; `stop()` ends both and removes their
 * directories.
 */
export async function startBenchServer(name, { database = 'postgres', env = {} } = {}) {
  const postgres = database === 'postgres' ? await startTempPostgres() : undefined;
  const port = await freePort();
  const mqttPort = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `siteguard-bench-${name}-`));
  const server = spawn(process.execPath, [path.join(root, 'apps/server/dist/server.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: postgres?.url ?? '',
      LOG_LEVEL: 'warn',
      MQTT_PORT: String(mqttPort),
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    if (server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
    }
    postgres?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(base);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    base,
    databaseUrl: postgres?.url,
    mqttUrl: `mqtt://127.0.0.1:${mqttPort}`,
    mqttPort,
    pid: server.pid,
    stop,
  };
}

/** One API call; resolves to the envelope's data, throws on a failed envelope. */
export async function api(base, token, method, url, body) {
  const res = await fetch(`${base}/api${url}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await res.json();
  if (!json.success) throw new Error(`${method} ${url}: ${res.status} ${JSON.stringify(json)}`);
  return json.data;
}

/** Signs in as the browser does (SM2-encrypted password) and returns the bearer token. */
export async function signIn(base, account, password) {
  const publicKey = await api(base, null, 'GET', '/getPublicKey');
  const data = await api(base, null, 'POST', '/login', {
    account,
    password: sm2.doEncrypt(password, publicKey, 1),
  });
  return data.token;
}

export const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
