import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { prepareDataDir } from './data-dir';
import { createFileStore } from './file-store';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'marketplace-files-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const modeOf = (p: string) => fs.statSync(p).mode & 0o777;

describe('the data directory', () => {
  it('is entered by the server user only, even when it already existed open', () => {
    const dir = path.join(dataDir, 'data');
    fs.mkdirSync(dir, { mode: 0o755 });
    fs.chmodSync(dir, 0o755);
    prepareDataDir(dir);
    expect(modeOf(dir)).toBe(0o700);
  });
});

describe('private files', () => {
  it('are readable by the server user only, whatever the umask', async () => {
    const previous = process.umask(0o022);
    try {
      const store = createFileStore(dataDir);
      const name = await store.savePrivate('requests', 'png', new Uint8Array([1, 2, 3]));
      expect(modeOf(path.join(dataDir, 'files', 'requests'))).toBe(0o700);
      expect(modeOf(path.join(dataDir, 'files', 'requests', name))).toBe(0o600);
      expect([...(await store.readPrivate('requests', name))]).toEqual([1, 2, 3]);
    } finally {
      process.umask(previous);
    }
  });
});
