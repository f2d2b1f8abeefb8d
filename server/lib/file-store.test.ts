import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { type S3TestServer, startS3Server } from '../test/s3-server';
import { prepareDataDir } from './data-dir';
import { AppError } from './errors';
import { createLocalFileStore, type FileStore } from './file-store';
import { createS3FileStore, type S3Settings } from './s3-file-store';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'marketplace-files-'));
let s3: S3TestServer;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(async () => {
  await s3.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const modeOf = (p: string) => fs.statSync(p).mode & 0o777;
const s3Settings = (env: Record<string, string>): S3Settings => {
  const { storage } = loadConfig({ NODE_ENV: 'test', ...env });
  if (storage.kind !== 's3') throw new Error('not an S3 configuration');
  return storage;
};

/** Rejects with an AppError of this status. */
async function failsWith(promise: Promise<unknown>, status: number) {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  expect((err as AppError).status).toBe(status);
}

const implementations: [string, () => FileStore][] = [
  ['local disk', () => createLocalFileStore(path.join(dataDir, 'shared-suite'))],
  ['S3 (s3rver)', () => createS3FileStore(s3Settings(s3.env))],
];

describe.each(implementations)('the file store on %s', (_name, open) => {
  let store: FileStore;
  beforeAll(() => {
    store = open();
  });
  afterAll(() => store.close());

  const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);

  it('saves a private file under a new random name, reads it back and removes it', async () => {
    const name = await store.savePrivate('requests', 'png', bytes);
    expect(name).toMatch(/^[0-9a-f]{32}\.png$/);
    expect(await store.savePrivate('requests', 'png', bytes)).not.toBe(name);
    expect((await store.readPrivate('requests', name)).equals(bytes)).toBe(true);
    // Areas are apart: the same name in another area is not this file.
    await failsWith(store.readPrivate('proofs', name), 404);

    await store.removePrivate('requests', name);
    await failsWith(store.readPrivate('requests', name), 404);
    await store.removePrivate('requests', name);
  });

  it('answers a missing private file with a 404 AppError', async () => {
    await failsWith(store.readPrivate('profiles', `${'0'.repeat(32)}.jpg`), 404);
  });

  it('saves a public image once, refuses to replace it, and removes it', async () => {
    expect(await store.readPublicImage('gardening.png')).toBeNull();
    await store.savePublicImage('gardening.png', bytes);
    expect((await store.readPublicImage('gardening.png'))?.equals(bytes)).toBe(true);

    await failsWith(store.savePublicImage('gardening.png', Buffer.from('other')), 409);
    expect((await store.readPublicImage('gardening.png'))?.equals(bytes)).toBe(true);

    await store.removePublicImage('gardening.png');
    expect(await store.readPublicImage('gardening.png')).toBeNull();
    await store.removePublicImage('gardening.png');
    await store.savePublicImage('gardening.png', bytes);
  });

  it('refuses names and areas it did not make, before reading or writing', async () => {
    for (const bad of ['../secret.png', 'a/b.png', '.hidden', '', 'x..png', 'a b.png']) {
      await failsWith(store.readPrivate('requests', bad), 400);
      await failsWith(store.removePrivate('requests', bad), 400);
      await failsWith(store.savePublicImage(bad, bytes), 400);
      await failsWith(store.readPublicImage(bad), 400);
      await failsWith(store.removePublicImage(bad), 400);
    }
    await failsWith(store.savePrivate('../images', 'png', bytes), 400);
    await failsWith(store.savePrivate('requests', 'png/../x', bytes), 400);
  });

  it('passes its reachability check', async () => {
    await expect(store.check()).resolves.toBeUndefined();
  });
});

describe('the S3 store', () => {
  it('fails its check, and does not call a file missing, when the bucket is not there', async () => {
    const store = createS3FileStore(s3Settings({ ...s3.env, S3_BUCKET: 'no-such-bucket' }));
    try {
      await expect(store.check()).rejects.toThrow();
      const err = await store.readPrivate('requests', 'a.png').catch((e: unknown) => e);
      expect(err).not.toBeInstanceOf(AppError);
    } finally {
      await store.close();
    }
  });
});

describe('the data directory', () => {
  it('is entered by the server user only, even when it already existed open', () => {
    const dir = path.join(dataDir, 'data');
    fs.mkdirSync(dir, { mode: 0o755 });
    fs.chmodSync(dir, 0o755);
    prepareDataDir(dir);
    expect(modeOf(dir)).toBe(0o700);
  });
});

describe('private files on disk', () => {
  it('are readable by the server user only, whatever the umask', async () => {
    const previous = process.umask(0o022);
    try {
      const store = createLocalFileStore(dataDir);
      const name = await store.savePrivate('requests', 'png', new Uint8Array([1, 2, 3]));
      expect(modeOf(path.join(dataDir, 'files', 'requests'))).toBe(0o700);
      expect(modeOf(path.join(dataDir, 'files', 'requests', name))).toBe(0o600);
      expect([...(await store.readPrivate('requests', name))]).toEqual([1, 2, 3]);
    } finally {
      process.umask(previous);
    }
  });
});
