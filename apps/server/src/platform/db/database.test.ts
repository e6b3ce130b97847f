import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { describeStartupError } from '../startup-error.js';
import { openDatabase } from './database.js';

// A host that takes the connection and never answers (a firewall that drops packets looks the same
// to the client): start-up must give up and name DATABASE_URL instead of waiting for ever.
describe('openDatabase against a PostgreSQL that never answers', () => {
  const sockets = new Set<net.Socket>();
  const silent = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  let url = '';

  beforeAll(async () => {
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    url = `postgres://app:s3cret@127.0.0.1:${(silent.address() as net.AddressInfo).port}/siteguard`;
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => silent.close(resolve));
  });

  it('gives up after the connect timeout with a line naming DATABASE_URL', async () => {
    const error = await openDatabase({ databaseUrl: url, dataDir: '/tmp', connectTimeoutMs: 300 }).then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(describeStartupError(error, loadConfig({ DATABASE_URL: url }))).toBe(
      `Cannot use DATABASE_URL="${url.replace('s3cret', '***')}": no answer within 0.3 s`,
    );
  });
});
