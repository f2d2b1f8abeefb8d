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

  it.each([
    ['a free directory', false],
    ['a directory a dead server left locked', true],
  ])(
    'lets one of several servers starting at the same moment have %s',
    async (_, stale) => {
      const dir = tempDir();
      if (stale) fs.writeFileSync(path.join(dir, 'server.lock'), '2147483646');
      const flag = (name: string) => JSON.stringify(path.join(dir, name));
      // Each contender says it is ready, waits for the same signal, tries, and holds what it got
      // until every one has answered.
      const contender = `
      import fs from 'node:fs';
      import { lockDataDir } from ${JSON.stringify(path.resolve('server/db/lock.ts'))};
      const until = async (file) => { while (!fs.existsSync(file)) await new Promise((r) => setTimeout(r, 5)); };
      fs.writeFileSync(${flag('ready.')} + process.pid, '');
      await until(${flag('go')});
      try { lockDataDir(${JSON.stringify(dir)}); console.log('won'); }
      catch (err) { console.log(err.constructor.name); }
      await until(${flag('end')});`;
      const contenders = Array.from({ length: 4 }, () => {
        const child = spawn(process.execPath, [
          '--import',
          'tsx',
          '--input-type=module',
          '-e',
          contender,
        ]);
        let out = '';
        const answered = new Promise<string>((resolve) => {
          child.stdout.on('data', (data) => {
            out += data;
            if (out.includes('\n')) resolve(out.trim());
          });
        });
        return { child, answered };
      });
      try {
        const ready = () => fs.readdirSync(dir).filter((f) => f.startsWith('ready.')).length;
        while (ready() < contenders.length) await new Promise((r) => setTimeout(r, 20));
        fs.writeFileSync(path.join(dir, 'go'), '');
        const results = await Promise.all(contenders.map((c) => c.answered));
        expect(results.filter((r) => r === 'won')).toHaveLength(1);
        expect(results.filter((r) => r === 'DataDirLockedError')).toHaveLength(3);
      } finally {
        fs.writeFileSync(path.join(dir, 'end'), '');
        for (const { child } of contenders) child.kill();
      }
    },
    30_000,
  );
});
