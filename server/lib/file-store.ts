import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { ErrorCode } from '../../contracts/errors';
import { AppError, notFound } from './errors';

/**
 * Where uploaded files live. Private files (profile images, attachments, proofs) sit in
 * DATA_DIR/files/<area>/ under names the server makes up, and are served only through
 * authorised routes. Public catalog images go to DATA_DIR/images/, served at /images/.
 */
export function createFileStore(dataDir: string) {
  const privateDir = (area: string) => path.join(dataDir, 'files', area);
  const publicDir = path.join(dataDir, 'images');
  const safeName = (name: string) => {
    if (!/^[a-z0-9][a-z0-9._-]*$/i.test(name) || name.includes('..'))
      throw new Error(`bad file name ${name}`);
    return name;
  };

  return {
    async savePrivate(area: string, ext: string, bytes: Uint8Array): Promise<string> {
      const name = `${crypto.randomBytes(16).toString('hex')}.${ext}`;
      // Only the server's own user may read private files (DATA_DIR itself is 0700 too).
      await fs.mkdir(privateDir(area), { recursive: true, mode: 0o700 });
      await fs.writeFile(path.join(privateDir(area), name), bytes, { flag: 'wx', mode: 0o600 });
      return name;
    },

    async readPrivate(area: string, name: string): Promise<Buffer> {
      try {
        return await fs.readFile(path.join(privateDir(area), safeName(name)));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') throw notFound('File not found.');
        throw err;
      }
    },

    async removePrivate(area: string, name: string): Promise<void> {
      await fs.rm(path.join(privateDir(area), safeName(name)), { force: true });
    },

    /** Writes /images/<fileName>; never replaces an existing image. */
    async savePublicImage(fileName: string, bytes: Uint8Array): Promise<void> {
      await fs.mkdir(publicDir, { recursive: true });
      try {
        await fs.writeFile(path.join(publicDir, safeName(fileName)), bytes, { flag: 'wx' });
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
        throw new AppError(
          ErrorCode.conflict,
          409,
          'An image with this name already exists. Choose another name.',
        );
      }
    },

    async removePublicImage(fileName: string): Promise<void> {
      await fs.rm(path.join(publicDir, safeName(fileName)), { force: true });
    },
  };
}

export type FileStore = ReturnType<typeof createFileStore>;
