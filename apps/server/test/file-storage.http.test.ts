import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/platform/config.js';
import { type FileStorage, localFileStorage } from '../src/platform/storage/file-storage.js';
import { s3FileStorage } from '../src/platform/storage/s3-storage.js';
import { bearer, tokenFor } from './auth-helpers.js';
import { tempDir } from './helpers.js';

/**
 * The two file stores behind one interface: local disk, and an S3-compatible object store (here
 * s3rver, a local server that speaks the S3 protocol, standing in for MinIO or AWS at the edge).
 */
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
    '1f15c4890000000d49444154789c6300010000050001' +
    '0d0a2db40000000049454e44ae426082',
  'hex',
);

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

let s3: S3rver;
let endpoint: string;
const s3Env = () => ({
  STORAGE_DRIVER: 's3',
  S3_ENDPOINT: endpoint,
  S3_BUCKET: 'siteguard',
  S3_ACCESS_KEY_ID: 'S3RVER',
  S3_SECRET_ACCESS_KEY: 'S3RVER',
});

beforeAll(async () => {
  s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: tempDir(),
    configureBuckets: [{ name: 'siteguard', configs: [] }],
  });
  const { port } = (await s3.run()) as AddressInfo;
  endpoint = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  await s3.close();
});

describe.each([
  ['local disk', () => localFileStorage(path.join(tempDir(), 'files'))],
  [
    'S3-compatible store',
    () => {
      const config = loadConfig({ DATA_DIR: tempDir(), ...s3Env() });
      if (config.storage.driver !== 's3') throw new Error('not s3');
      return s3FileStorage(config.storage);
    },
  ],
] as Array<[string, () => FileStorage]>)('file storage: %s', (_name, make) => {
  it('stores, reads back and removes bytes by key', async () => {
    const storage = make();
    const key = `1/2026/11/${Date.now()}.png`;
    await storage.put(key, PNG);
    expect(await readAll(await storage.get(key))).toEqual(PNG);
    await storage.remove(key);
    await expect(storage.get(key)).rejects.toThrow();
  });
});

describe('uploads through the API with STORAGE_DRIVER=s3', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildApp(loadConfig({ DATA_DIR: tempDir(), LOG_LEVEL: 'silent', ...s3Env() }), {
      logger: false,
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it('an uploaded file is stored in the bucket and downloads byte for byte', async () => {
    const token = await tokenFor(app, 'superAdmin');
    const boundary = 'siteguardboundary';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="gate.png"\r\ncontent-type: image/png\r\n\r\n`,
      ),
      PNG,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const upload = await app.inject({
      method: 'POST',
      url: '/api/sysFileInfo/upload',
      headers: { ...bearer(token), 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(upload.json().code, upload.body).toBe(0);
    const { fileId } = upload.json().data;
    const row = await app.database.db
      .selectFrom('sys_file_info')
      .select(['storage', 'object_key'])
      .where('id', '=', fileId)
      .executeTakeFirstOrThrow();
    expect(row.storage).toBe('s3');
    const download = await app.inject({
      method: 'GET',
      url: `/api/sysFileInfo/download?id=${fileId}`,
      headers: bearer(token),
    });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload).toEqual(PNG);
  });

  it('refuses to start without the bucket or credentials, naming the variable and never the secret', () => {
    expect(() =>
      loadConfig({ STORAGE_DRIVER: 's3', S3_ACCESS_KEY_ID: 'a', S3_SECRET_ACCESS_KEY: 'b' }),
    ).toThrow('Missing environment variable S3_BUCKET: STORAGE_DRIVER=s3 needs it');
    expect(() => loadConfig({ S3_SECRET_ACCESS_KEY: '' })).not.toThrow();
    expect(() => loadConfig({ S3_ENDPOINT: 'not a url', S3_SECRET_ACCESS_KEY: 'hunter2' })).toThrow(
      /S3_ENDPOINT="not a url"/,
    );
  });
});
