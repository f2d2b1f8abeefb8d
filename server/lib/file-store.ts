import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Config, StorageConfig } from '../config';
import { badRequest, conflict, notFound } from './errors';

/**
 * Where uploaded files live: on this machine's disk (the default) or in an S3-compatible
 * bucket (`STORAGE=s3`, decision 0018). Private files (profile
 * images, attachments, proofs) get names the server makes up and are served only through
 * authorised routes, by `readPrivate`; they never have a public URL. Public catalog images are
 * served at /images/<name>.
 */
export interface FileStore {
  /** Stores a new private file under a random name, which it returns. */
  savePrivate(area: string, ext: string, bytes: Uint8Array): Promise<string>;
  /** The file's bytes; a missing file is a 404 AppError. */
  readPrivate(area: string, name: string): Promise<Buffer>;
  /** Removes the file; a missing one is not an error. */
  removePrivate(area: string, name: string): Promise<void>;
  /** Writes /images/<fileName>; never replaces an existing image (409 AppError). */
  savePublicImage(fileName: string, bytes: Uint8Array): Promise<void>;
  /** The image's bytes, or null when the store has none of that name. */
  readPublicImage(fileName: string): Promise<Buffer | null>;
  removePublicImage(fileName: string): Promise<void>;
  /** Cheap reachability check for /api/ready: throws when the store cannot be used. */
  check(): Promise<void>;
  /** Lets go of connections (S3); nothing for the disk. */
  close(): Promise<void>;
  /** Set when public images are files on this disk, so @fastify/static can serve them. */
  readonly publicImagesDir?: string;
}

/** The store the configuration asks for. */
export function createFileStore(config: Pick<Config, 'dataDir' | 'storage'>): FileStore {
  return config.storage.kind === 's3'
    ? lazyS3FileStore(config.storage)
    : createLocalFileStore(config.dataDir);
}

/** The S3 store, its module loaded on first use: the AWS SDK takes ~0.3 s to import. */
function lazyS3FileStore(settings: Extract<StorageConfig, { kind: 's3' }>): FileStore {
  let loaded: Promise<FileStore> | undefined;
  const store = () => {
    loaded ??= import('./s3-file-store').then((m) => m.createS3FileStore(settings));
    return loaded;
  };
  return {
    savePrivate: async (area, ext, bytes) => (await store()).savePrivate(area, ext, bytes),
    readPrivate: async (area, name) => (await store()).readPrivate(area, name),
    removePrivate: async (area, name) => (await store()).removePrivate(area, name),
    savePublicImage: async (name, bytes) => (await store()).savePublicImage(name, bytes),
    readPublicImage: async (name) => (await store()).readPublicImage(name),
    removePublicImage: async (name) => (await store()).removePublicImage(name),
    check: async () => (await store()).check(),
    close: async () => (loaded ? (await loaded).close() : undefined),
  };
}

/** Names (and areas) are the server's own; anything else is refused before any I/O. */
export function safeName(name: string): string {
  if (!/^[a-z0-9][a-z0-9._-]*$/i.test(name) || name.includes('..') || name.length > 200)
    throw badRequest('errors.files.nameNotAllowed');
  return name;
}

export const randomFileName = (ext: string) =>
  `${crypto.randomBytes(16).toString('hex')}.${safeName(ext)}`;

export const imageExists = () => conflict('errors.files.imageExists');

export const fileNotFound = () => notFound('errors.files.notFound');

const isErrno = (err: unknown, code: string) => (err as NodeJS.ErrnoException).code === code;

/**
 * Private files sit in DATA_DIR/files/<area>/, readable by the server's user only; public
 * catalog images in DATA_DIR/images/.
 */
export function createLocalFileStore(dataDir: string): FileStore {
  const privateDir = (area: string) => path.join(dataDir, 'files', safeName(area));
  const publicDir = path.join(dataDir, 'images');

  return {
    publicImagesDir: publicDir,

    async savePrivate(area, ext, bytes) {
      const name = randomFileName(ext);
      // Only the server's own user may read private files (DATA_DIR itself is 0700 too).
      await fs.mkdir(privateDir(area), { recursive: true, mode: 0o700 });
      await fs.writeFile(path.join(privateDir(area), name), bytes, { flag: 'wx', mode: 0o600 });
      return name;
    },

    async readPrivate(area, name) {
      try {
        return await fs.readFile(path.join(privateDir(area), safeName(name)));
      } catch (err) {
        if (isErrno(err, 'ENOENT')) throw fileNotFound();
        throw err;
      }
    },

    async removePrivate(area, name) {
      await fs.rm(path.join(privateDir(area), safeName(name)), { force: true });
    },

    async savePublicImage(fileName, bytes) {
      const file = path.join(publicDir, safeName(fileName));
      await fs.mkdir(publicDir, { recursive: true });
      try {
        await fs.writeFile(file, bytes, { flag: 'wx' });
      } catch (err) {
        if (isErrno(err, 'EEXIST')) throw imageExists();
        throw err;
      }
    },

    async readPublicImage(fileName) {
      try {
        return await fs.readFile(path.join(publicDir, safeName(fileName)));
      } catch (err) {
        if (isErrno(err, 'ENOENT')) return null;
        throw err;
      }
    },

    async removePublicImage(fileName) {
      await fs.rm(path.join(publicDir, safeName(fileName)), { force: true });
    },

    async check() {
      await fs.access(dataDir, fs.constants.R_OK | fs.constants.W_OK);
    },

    async close() {},
  };
}
