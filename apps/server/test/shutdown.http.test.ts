import net from 'node:net';
import { defineEndpoint, errors } from '@siteguard/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerEndpoint } from '../src/platform/http/endpoints.js';
import { buildTestApp } from './helpers.js';

// A request that stays in flight until the test lets it go, then still needs the database.
const slowEndpoint = defineEndpoint({
  method: 'GET',
  path: '/slow',
  summary: 'test: waits until released, then reads the database',
  access: { public: true },
  rateLimit: 'none',
  response: z.object({ finished: z.boolean() }),
});

function deferred() {
  let resolve = () => {};
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/** Everything the server writes on a raw connection until it closes it. */
function readUntilClosed(socket: net.Socket): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      text += chunk;
    });
    socket.on('end', () => resolve(text));
    socket.on('error', reject);
  });
}

/** The status line and JSON body of each HTTP/1.1 response in `text`, in order. */
function responsesIn(text: string): Array<{ status: number; connection?: string; body: unknown }> {
  const found: Array<{ status: number; connection?: string; body: unknown }> = [];
  let rest = text;
  while (rest.startsWith('HTTP/1.1 ')) {
    const headEnd = rest.indexOf('\r\n\r\n');
    const head = rest.slice(0, headEnd);
    const length = Number(/content-length: (\d+)/i.exec(head)?.[1] ?? 0);
    const bodyBytes = Buffer.from(rest.slice(headEnd + 4)).subarray(0, length);
    const body = bodyBytes.toString('utf8');
    found.push({
      status: Number(head.slice(9, 12)),
      connection: /\r\nconnection: ([^\r]+)/i.exec(head)?.[1],
      body: JSON.parse(body),
    });
    rest = rest.slice(headEnd + 4 + body.length);
  }
  return found;
}

/** Polls `check` until it holds, failing after `ms`. */
async function waitUntil(check: () => boolean, what: string, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('graceful shutdown', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  const arrived = deferred();
  const release = deferred();

  beforeAll(async () => {
    ({ app, close } = await buildTestApp('postgres', async (instance) => {
      await instance.register(
        async (api) => {
          registerEndpoint(api, slowEndpoint, async () => {
            arrived.resolve();
            await release.promise;
            await instance.database.ping();
            return { finished: true };
          });
        },
        { prefix: '/api/test' },
      );
    }));
  });
  afterAll(() => close().catch(() => undefined));

  it('stops accepting, finishes the request in flight, refuses a late one with the envelope, then closes the database', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as net.AddressInfo;
    const socket = net.connect(port, '127.0.0.1');
    const received = readUntilClosed(socket);
    socket.write('GET /api/test/slow HTTP/1.1\r\nHost: siteguard\r\n\r\n');
    await arrived.promise;

    const closing = app.close();
    // Shutdown has begun: once the listening socket is closed, no new connection is accepted.
    await waitUntil(() => !app.server.listening, 'the listening socket to close');
    await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
    // A request that still arrives on the busy keep-alive connection is turned away, in its language.
    // The server has read it when Node hands it over (its answer waits behind the slow one's).
    const lateArrived = new Promise<void>((resolve) => {
      app.server.on('request', (request) => {
        if (request.url === '/api/health') resolve();
      });
    });
    socket.write('GET /api/health HTTP/1.1\r\nHost: siteguard\r\nlang: en\r\n\r\n');
    await lateArrived;

    release.resolve();
    const [finished, refused] = responsesIn(await received);
    expect(finished).toMatchObject({ status: 200, body: { success: true, data: { finished: true } } });
    expect(refused).toMatchObject({
      status: 503,
      connection: 'close',
      body: {
        success: false,
        code: errors.SERVER_SHUTTING_DOWN.code,
        message: 'The server is shutting down, please try again shortly',
      },
    });

    await closing;
    await expect(app.database.ping()).rejects.toThrow();
  });
});
