import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './lock';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lock-test-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('lockDataDir', () => {
  it('refuses a directory held by another live process, naming it', async () => {
    const dir = tempDir();
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      fs.writeFileSync(path.join(dir, 'server.lock'), String(holder.pid));
      expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
      expect(() => lockDataDir(dir)).toThrow(String(holder.pid));
    } finally {
      holder.kill();
    }
  });

  it('takes over a lock left by a dead process and releases it', () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'server.lock'), '2147483646');
    const release = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, 'server.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(dir, 'server.lock'))).toBe(false);
  });

  it('works under a lock its parent holds for it, and leaves that lock to the parent', async () => {
    const dir = tempDir();
    const parent = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      const lockFile = path.join(dir, 'server.lock');
      fs.writeFileSync(lockFile, String(parent.pid));
      const release = lockDataDir(dir, parent.pid);
      release();
      expect(fs.readFileSync(lockFile, 'utf8')).toBe(String(parent.pid));
      // Held by anyone else, the directory is still refused.
      expect(() => lockDataDir(dir, process.pid + 1_000_000)).toThrow(DataDirLockedError);
    } finally {
      parent.kill();
    }
  });
});
