import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sm2 } from 'sm-crypto';
import { describe, expect, it } from 'vitest';
import { tempDir } from './helpers.js';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Node itself with tsx's loader (as server-process.ts), not the tsx command: that one relays a
 * signal to the server in a child and, when the child has not answered within 30 ms (a loaded CI
 * machine), kills it and exits 130, which is tsx's verdict, not the server's.
 */
function startServer(env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: serverDir,
    // MQTT_PORT 0: another server on this machine (another worker's, the e2e suite's) may hold 1883.
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      DATA_DIR: tempDir(),
      LOG_LEVEL: 'info',
      MQTT_PORT: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** A DATA_DIR that exists but is a file. */
function notADirectory(): string {
  const file = path.join(tempDir(), 'data-file');
  fs.writeFileSync(file, '');
  return file;
}

const RUNNING = /Siteguard is running at (http:\/\/localhost:\d+)/;

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
  it.each([
    [{ PORT: 'eighty' }, /^Invalid environment variable PORT="eighty": /],
    [{ DATABASE_URL: 'mysql://db/x' }, /^Invalid environment variable DATABASE_URL="mysql:\/\/db\/x": /],
    [{ LOG_LEVEL: 'loud' }, /^Invalid environment variable LOG_LEVEL="loud": /],
    // Values of the right shape that still cannot work: the same single line, naming the variable.
    [{ DATA_DIR: notADirectory() }, /^Cannot use DATA_DIR=".+": ENOTDIR/],
    [
      { DATABASE_URL: 'postgres://app:s3cret@127.0.0.1:1/siteguard' },
      /^Cannot use DATABASE_URL="postgres:\/\/app:\*\*\*@127\.0\.0\.1:1\/siteguard": .*ECONNREFUSED/,
    ],
  ])('stops at start-up with one clear line for %o', async (env, line) => {
    const child = startServer(env);
    const { out, exited } = collect(child);
    expect(await exited).toBe(1);
    const lines = out.stderr.split('\n').filter((text) => text.trim() && !text.includes('npm warn'));
    expect(lines).toEqual([expect.stringMatching(line)]);
    expect(out.stderr).not.toContain('s3cret');
  });

  it('stops with one line naming PORT when the port is taken', { timeout: 120_000 }, async () => {
    const taken = net.createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const { port } = taken.address() as net.AddressInfo;
    try {
      const child = startServer({ PORT: String(port), HOST: '127.0.0.1' });
      const { out, exited } = collect(child);
      expect(await exited).toBe(1);
      const lines = out.stderr.split('\n').filter((text) => text.trim() && !text.includes('npm warn'));
      expect(lines).toEqual([`Cannot use PORT=${port}: the port is already in use`]);
    } finally {
      taken.close();
    }
  });

  // First start migrates and seeds a fresh PGlite, which a loaded 2-core machine takes a while to do.
  it('serves, prints its URL and the demo sign-in, and on SIGTERM finishes the request in flight, ends event streams and exits 0', {
    timeout: 120_000,
  }, async () => {
    const dataDir = tempDir();
    const child = startServer({ PORT: '0', DATA_DIR: dataDir });
    const { out, exited } = collect(child);
    await waitFor(() => RUNNING.test(out.stdout), 60_000);
    const url = RUNNING.exec(out.stdout)?.[1] as string;
    expect(out.stdout).toContain(`API docs: ${url}/api/docs`);
    expect(out.stdout).toContain('Demo sign-in: superAdmin / 123456');
    const health = await fetch(`${url}/api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ success: true, data: { database: { reachable: true } } });

    // A signed-in browser holds the server-sent events stream open.
    const token = await signIn(url);
    const stream = await fetch(`${url}/api/events`, { headers: { authorization: `Bearer ${token}` } });
    expect(stream.status).toBe(200);
    const streamEnded = stream.text();

    // A sign-in whose body is still travelling when the signal comes.
    const body = JSON.stringify({ account: 'superAdmin', password: await encrypted(url, '123456') });
    // Fastify logs a request on arrival, before its body is read: then the server has it in hand.
    const signInsArrived = () =>
      out.stdout
        .split('\n')
        .filter((line) => line.includes('incoming request') && line.includes('"/api/login"')).length;
    const arrivedBefore = signInsArrived();
    const inFlight = startRequest(`${url}/api/login`, body);
    inFlight.request.write(body.slice(0, 20));
    await waitFor(() => signInsArrived() > arrivedBefore, 10_000);

    const signalled = Date.now();
    child.kill('SIGTERM');
    await waitFor(() => out.stdout.includes('shutting down'), 10_000);
    inFlight.request.end(body.slice(20));
    const answer = await inFlight.response;
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ success: true, data: { token: expect.any(String) } });
    await streamEnded;

    expect(await exited).toBe(0);
    // Well inside the 10 s deadline: nothing was left waiting.
    expect(Date.now() - signalled).toBeLessThan(8_000);
    expect(out.stdout).not.toContain('shutdown took too long');

    // Restarting on the same data: nothing to migrate, the seed adds nothing twice; SIGINT too.
    const again = startServer({ PORT: '0', DATA_DIR: dataDir });
    const second = collect(again);
    await waitFor(() => RUNNING.test(second.out.stdout), 60_000);
    expect(second.out.stdout).not.toContain('migrations applied');
    again.kill('SIGINT');
    expect(await second.exited).toBe(0);
  });
});

async function encrypted(url: string, password: string): Promise<string> {
  const answer = (await (await fetch(`${url}/api/getPublicKey`)).json()) as { data: string };
  const key = answer.data;
  return sm2.doEncrypt(password, key, 1);
}

async function signIn(url: string): Promise<string> {
  const res = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account: 'superAdmin', password: await encrypted(url, '123456') }),
  });
  return ((await res.json()) as { data: { token: string } }).data.token;
}

/** A POST whose body the caller writes piece by piece. */
function startRequest(url: string, body: string) {
  const request = http.request(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
  });
  const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
    request.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        text += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    request.on('error', reject);
  });
  request.flushHeaders();
  return { request, response };
}
