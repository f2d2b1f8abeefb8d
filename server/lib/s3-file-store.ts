import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { StorageConfig } from '../config';
import { mimeOfStoredFile } from './file-signature';
import { type FileStore, fileNotFound, imageExists, randomFileName, safeName } from './file-store';

export type S3Settings = Omit<Extract<StorageConfig, { kind: 's3' }>, 'kind'>;

/** The object is not there (a missing bucket is an error, not a missing file). */
const isMissing = (err: unknown) =>
  err instanceof S3ServiceException &&
  (err.name === 'NoSuchKey' || (err.name === 'NotFound' && err.$metadata.httpStatusCode === 404));

/** A conditional write lost: the object already exists. */
const isTaken = (err: unknown) =>
  err instanceof S3ServiceException &&
  (err.name === 'PreconditionFailed' || err.$metadata.httpStatusCode === 412);

/**
 * Files in one S3-compatible bucket: private ones under `files/<area>/<name>`, public catalog
 * images under `images/<name>`. The bucket stays private: every read goes through the server
 * (`readPrivate` behind the authorised routes, `readPublicImage` behind GET /images/:name), and
 * no URL to an object is ever handed out. The bucket must exist; it is not created here.
 */
export function createS3FileStore(settings: S3Settings): FileStore {
  const Bucket = settings.bucket;
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
    maxAttempts: 3,
    // Without these a stalled store would hold a request (and a readiness probe) forever.
    requestHandler: { connectionTimeout: 3_000, requestTimeout: 30_000 },
  });
  const privateKey = (area: string, name: string) => `files/${safeName(area)}/${safeName(name)}`;
  const imageKey = (name: string) => `images/${safeName(name)}`;

  async function read(Key: string): Promise<Buffer | null> {
    try {
      const out = await client.send(new GetObjectCommand({ Bucket, Key }));
      if (!out.Body) return Buffer.alloc(0);
      return Buffer.from(await out.Body.transformToByteArray());
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  async function exists(Key: string): Promise<boolean> {
    try {
      await client.send(new HeadObjectCommand({ Bucket, Key }));
      return true;
    } catch (err) {
      if (isMissing(err)) return false;
      throw err;
    }
  }

  /** Writes an object; with `onlyNew`, S3 itself refuses to replace one (If-None-Match). */
  async function write(Key: string, bytes: Uint8Array, onlyNew = false): Promise<void> {
    await client.send(
      new PutObjectCommand({
        Bucket,
        Key,
        Body: bytes,
        ContentType: mimeOfStoredFile(Key),
        IfNoneMatch: onlyNew ? '*' : undefined,
      }),
    );
  }

  async function remove(Key: string): Promise<void> {
    await client.send(new DeleteObjectCommand({ Bucket, Key }));
  }

  return {
    async savePrivate(area, ext, bytes) {
      // 128 random bits: a name is never taken, no conditional write needed.
      const name = randomFileName(ext);
      await write(privateKey(area, name), bytes);
      return name;
    },

    async readPrivate(area, name) {
      const bytes = await read(privateKey(area, name));
      if (!bytes) throw fileNotFound();
      return bytes;
    },

    async removePrivate(area, name) {
      await remove(privateKey(area, name));
    },

    async savePublicImage(fileName, bytes) {
      const key = imageKey(fileName);
      // Stores that ignore If-None-Match on writes (older MinIO, s3rver) still get the check.
      if (await exists(key)) throw imageExists();
      try {
        await write(key, bytes, true);
      } catch (err) {
        if (isTaken(err)) throw imageExists();
        throw err;
      }
    },

    async readPublicImage(fileName) {
      return read(imageKey(fileName));
    },

    async removePublicImage(fileName) {
      await remove(imageKey(fileName));
    },

    async check() {
      await client.send(new HeadBucketCommand({ Bucket }));
    },

    async close() {
      client.destroy();
    },
  };
}
