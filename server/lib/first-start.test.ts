import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { FIRST_START_CHILD, firstStartInChild } from './first-start';

const script = process.argv[1];
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'first-start-'));
afterEach(() => {
  process.argv[1] = script ?? '';
});

/** Stands in for the server's script: records that it ran as the first start's child. */
function fakeServer(exitCode: number): string {
  const file = path.join(dir, `server-${exitCode}.mjs`);
  fs.writeFileSync(
    file,
    `import fs from 'node:fs';
fs.writeFileSync(${JSON.stringify(`${file}.ran`)}, process.env.${FIRST_START_CHILD} ?? 'unset');
process.exit(${exitCode});`,
  );
  return file;
}

it("runs this process's script again as the first start's child and waits for it", async () => {
  process.argv[1] = fakeServer(0);
  expect(await firstStartInChild()).toBe(true);
  expect(fs.readFileSync(`${process.argv[1]}.ran`, 'utf8')).toBe('1');
});

it('fails the start when the child fails', async () => {
  process.argv[1] = fakeServer(3);
  await expect(firstStartInChild()).rejects.toThrow('exit code 3');
});

it('answers false without a script to start again, so the caller does the work itself', async () => {
  process.argv[1] = '';
  expect(await firstStartInChild()).toBe(false);
});
