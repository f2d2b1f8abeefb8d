import fs from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {}

/**
 * PGlite does not guard its directory, and two owners would corrupt it.
 * The lock file holds the owner's pid; a lock left by a dead process is taken over. A lock
 * that `heldBy` holds (a first start's parent, for its child) is used as it is and left to it.
 * The lock appears whole or not at all (a file of this process's, linked into place), so a
 * server starting at the same moment never reads it half written.
 */
export function lockDataDir(dataDir: string, heldBy?: number): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, 'server.lock');
  const mine = `${lockPath}.${process.pid}`;
  fs.writeFileSync(mine, String(process.pid));
  try {
    for (let attempt = 0; attempt < 3; attempt++) {
      try {
        fs.linkSync(mine, lockPath);
        return () => fs.rmSync(lockPath, { force: true });
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      }
      const owner = ownerOf(lockPath);
      if (owner === undefined) continue;
      if (heldBy !== undefined && owner === heldBy) return () => {};
      if (isAlive(owner)) {
        throw new DataDirLockedError(
          `The data directory ${dataDir} is already in use by process ${owner}. ` +
            'Stop that server first, or start this one with another DATA_DIR.',
        );
      }
      removeStale(lockPath, owner);
    }
    throw new DataDirLockedError(`Could not take the lock on ${dataDir}`);
  } finally {
    fs.rmSync(mine, { force: true });
  }
}

/** The pid in a lock file; undefined when the file is gone (its owner just released it). */
function ownerOf(lockPath: string): number | undefined {
  try {
    return Number(fs.readFileSync(lockPath, 'utf8'));
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw err;
  }
}

/**
 * Moves a dead owner's lock aside before deleting it. Another server taking over the same lock
 * at the same moment may have replaced it with its own meanwhile: that one is put back.
 */
function removeStale(lockPath: string, deadOwner: number): void {
  const aside = `${lockPath}.stale.${process.pid}`;
  try {
    fs.renameSync(lockPath, aside);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw err;
  }
  if (ownerOf(aside) !== deadOwner) {
    try {
      fs.linkSync(aside, lockPath);
    } catch {
      // Someone holds the directory again: the next attempt reads who.
    }
  }
  fs.rmSync(aside, { force: true });
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
