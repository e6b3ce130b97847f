import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { tempDir } from './helpers.js';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tsx = path.resolve(serverDir, '../../node_modules/.bin/tsx');

function startServer(env: Record<string, string>): ChildProcess {
  return spawn(tsx, ['src/server.ts'], {
    cwd: serverDir,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR: tempDir(), LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

function collect(child: ChildProcess) {
  const out = { stdout: '', stderr: '' };
  child.stdout?.on('data', (chunk) => {
    out.stdout += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    out.stderr += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { out, exited };
}

async function waitFor(predicate: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!predicate()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('the server process', () => {
  it('stops at start-up with one clear line for a bad variable', async () => {
    const child = startServer({ PORT: 'eighty' });
    const { out, exited } = collect(child);
    expect(await exited).toBe(1);
    const lines = out.stderr.split('\n').filter((line) => line.trim() && !line.includes('npm warn'));
    expect(lines).toEqual([expect.stringMatching(/^Invalid environment variable PORT="eighty": /)]);
  });

  // First start migrates and seeds a fresh PGlite, which a loaded 2-core machine takes a while to do.
  it('serves, prints its URL, and shuts down cleanly on SIGTERM', { timeout: 90_000 }, async () => {
    const child = startServer({ PORT: '0' });
    const { out, exited } = collect(child);
    await waitFor(() => /Siteguard is running at (http:\/\/localhost:\d+)/.test(out.stdout), 60_000);
    const url = /Siteguard is running at (http:\/\/localhost:\d+)/.exec(out.stdout)?.[1];
    const health = await fetch(`${url}/api/health`);
    expect(health.status).toBe(200);
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(out.stdout).toContain('shutting down');
  });
});
