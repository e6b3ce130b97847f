import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { FileStorage } from './file-storage.js';

export interface S3StorageOptions {
  /** The S3 API address, e.g. http://minio:9000; AWS itself when left out. */
  endpoint: string | undefined;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Bucket in the path (MinIO and most self-hosted stores), not in the host name. */
  forcePathStyle: boolean;
}

/**
 * Uploaded files in an S3-compatible object store (MinIO, AWS S3, ...), for deployments with more
 * than one API instance: every instance reads what any of them stored. Keys are the same as on local
 * disk (tenant/year/month/uuid.ext); the bucket must exist (docs/operations.md).
 */
export function s3FileStorage(options: S3StorageOptions): FileStorage & { destroy(): void } {
  const client = new S3Client({
    endpoint: options.endpoint,
    region: options.region,
    forcePathStyle: options.forcePathStyle,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
  });
  const Bucket = options.bucket;
  return {
    name: 's3',
    async put(key, body) {
      // Uploads are read whole before they are stored (type check by content), so a stream here is
      // small; S3 needs the length up front.
      const bytes = Buffer.isBuffer(body) ? body : await collect(body);
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: bytes, ContentLength: bytes.length }));
    },
    async get(key) {
      const answer = await client.send(new GetObjectCommand({ Bucket, Key: key }));
      if (!answer.Body) throw Object.assign(new Error(`no such object: ${key}`), { code: 'ENOENT' });
      return answer.Body as NodeJS.ReadableStream;
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    destroy: () => client.destroy(),
  };
}

async function collect(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}
