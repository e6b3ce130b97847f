import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sm2 } from 'sm-crypto';

/**
 * The server as a real process, for tests that kill, restart or pair it: Node itself with tsx's
 * loader, not the tsx command, which would run the server in a child that a SIGKILL never reaches.
 */
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface ServerProcess {
  child: ChildProcess;
  base: string;
  exited: Promise<number | null>;
}

/** Starts the server on a free port with `env`; resolves once it prints its address. */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: serverDir,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PORT: '0',
      MQTT_PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  let output = '';
  const base = await new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk;
      const match = /Siteguard is running at (http:\/\/[\d.]+:\d+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    void exited.then((code) =>
      reject(new Error(`server exited with ${code} before it was ready:\n${output}`)),
    );
  });
  return { child, base, exited };
}

/** One API call over HTTP; resolves to the envelope. */
export async function callApi(base: string, method: string, url: string, body?: unknown, token?: string) {
  const res = await fetch(`${base}/api${url}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await res.json()) as { success: boolean; code: number; data: unknown };
}

/** Signs in as the browser does (SM2-encrypted password); resolves to the token. */
export async function signInOver(base: string, account = 'superAdmin', password = '123456'): Promise<string> {
  const key = (await callApi(base, 'GET', '/getPublicKey')).data as string;
  const login = await callApi(base, 'POST', '/login', { account, password: sm2.doEncrypt(password, key, 1) });
  if (!login.success) throw new Error(`sign-in failed: ${JSON.stringify(login)}`);
  return (login.data as { token: string }).token;
}
