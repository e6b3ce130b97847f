// Starts a throw-away PostgreSQL 15 server for tests and benchmarks: a fresh data directory in /tmp,
// a free loopback port, trust authentication, no fsync. PostgreSQL refuses to run as root, so as
// root the server runs as the `postgres` user in a directory that user owns.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

/** Installs the PostgreSQL 15 server from Debian when its binaries are missing (CI machines start bare). */
export function ensurePostgresInstalled() {
  if (fs.existsSync(path.join(PG_BIN, 'pg_ctl'))) return;
  if (process.getuid?.() !== 0) {
    throw new Error(
      `PostgreSQL 15 not found in ${PG_BIN}; install it (apt-get install postgresql-15) or set PG_BIN`,
    );
  }
  process.stderr.write('Installing PostgreSQL 15 from Debian packages...\n');
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', 'postgresql-15'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts the server and resolves to `{ url, port, stop }`; `url` points at the `postgres` database
 * as the `postgres` superuser. `stop()` shuts the server down and removes its directory.
 */
export async function startTempPostgres() {
  ensurePostgresInstalled();
  const asRoot = process.getuid?.() === 0;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'siteguard-pg-'));
  const dataDir = path.join(dir, 'data');
  if (asRoot) execFileSync('chown', ['-R', 'postgres:postgres', dir]);
  fs.chmodSync(dir, 0o700);

  const run = (bin, args) => {
    const command = asRoot ? 'runuser' : path.join(PG_BIN, bin);
    const argv = asRoot ? ['-u', 'postgres', '--', path.join(PG_BIN, bin), ...args] : args;
    const result = spawnSync(command, argv, { encoding: 'utf8' });
    if (result.status !== 0) {
      throw new Error(`${bin} failed (${result.status}): ${result.stderr || result.stdout}`);
    }
    return result.stdout;
  };

  run('initdb', ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-locale', '--no-sync']);
  const port = await freePort();
  const options = [
    `-p ${port}`,
    '-c listen_addresses=127.0.0.1',
    `-c unix_socket_directories=${dir}`,
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=200',
  ].join(' ');
  run('pg_ctl', [
    '-D',
    dataDir,
    '-o',
    options,
    '-l',
    path.join(dir, 'server.log'),
    '-w',
    '-t',
    '60',
    'start',
  ]);

  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    try {
      run('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  };
  return { url: `postgresql://postgres@127.0.0.1:${port}/postgres`, port, stop };
}
