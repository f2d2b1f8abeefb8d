import fs from 'node:fs';

/**
 * DATA_DIR holds the embedded database, private uploads, the mail outbox (live reset links) and
 * the generated token secret: only the server's own user may enter it, whatever the umask or
 * the modes of what is inside (PGlite writes its files 0666).
 */
export function prepareDataDir(dataDir: string): void {
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  fs.chmodSync(dataDir, 0o700);
}
