import fs from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {}

/**
 * PGlite does not guard its directory, and two owners would corrupt it.
 * The lock file holds the owner's pid; a lock left by a dead process is taken over. A lock
 * that `heldBy` holds (a first start's parent, for its child) is used as it is and left to it.
 */
export function lockDataDir(dataDir: string, heldBy?: number): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, 'server.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      return () => fs.rmSync(lockPath, { force: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const owner = Number(fs.readFileSync(lockPath, 'utf8'));
      if (heldBy !== undefined && owner === heldBy) return () => {};
      if (isAlive(owner)) {
        throw new DataDirLockedError(
          `The data directory ${dataDir} is already in use by process ${owner}. ` +
            'Stop that server first, or start this one with another DATA_DIR.',
        );
      }
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not take the lock on ${dataDir}`);
}

function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
