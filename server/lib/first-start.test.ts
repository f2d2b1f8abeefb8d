import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { FIRST_START_CHILD, firstStartInChild } from './first-start';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'first-start-'));

/** Stands in for the server's script: records that it ran as the first start's child, then `end`s. */
function fakeServer(name: string, end: string): string {
  const file = path.join(dir, `${name}.mjs`);
  fs.writeFileSync(
    file,
    `import fs from 'node:fs';
fs.writeFileSync(${JSON.stringify(`${file}.ran`)}, process.env.${FIRST_START_CHILD} ?? 'unset');
${end}`,
  );
  return file;
}

const hanging = () => fakeServer(`hangs-${Math.random()}`, 'setInterval(() => {}, 1000);');

it('runs the server script again as the first start’s child and waits for it', async () => {
  const script = fakeServer('ok', 'process.exit(0);');
  await firstStartInChild(script);
  expect(fs.readFileSync(`${script}.ran`, 'utf8')).toBe('1');
});

it('tells the child which server it works for (the lock it may work under)', async () => {
  const script = fakeServer(
    'parent',
    `fs.writeFileSync(${JSON.stringify(`${dir}/parent.txt`)}, process.env.SERVICEHUB_FIRST_START_PARENT + ' ' + process.ppid);`,
  );
  await firstStartInChild(script);
  expect(fs.readFileSync(`${dir}/parent.txt`, 'utf8')).toBe(`${process.pid} ${process.pid}`);
});

it('fails the start when the child fails, naming its exit code or signal', async () => {
  await expect(firstStartInChild(fakeServer('fails', 'process.exit(3);'))).rejects.toThrow(
    'exit code 3',
  );
  const killed = fakeServer('killed', "process.kill(process.pid, 'SIGKILL');");
  await expect(firstStartInChild(killed)).rejects.toThrow('signal SIGKILL');
});

it('stops a child that is still running past the limit', async () => {
  await expect(firstStartInChild(hanging(), 500)).rejects.toThrow('stopped after 0.5 s');
});

it('passes a stop signal on to the child while it runs, and no longer once it is done', async () => {
  const before = process.listeners('SIGTERM').length;
  const running = firstStartInChild(hanging());
  expect(process.listeners('SIGTERM')).toHaveLength(before + 1);
  (process.listeners('SIGTERM').at(-1) as () => void)();
  await expect(running).rejects.toThrow('signal SIGTERM');
  expect(process.listeners('SIGTERM')).toHaveLength(before);
});
