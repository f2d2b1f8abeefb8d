import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { buildIsCurrent, recordBuild, sourceFingerprint } from './build-state.mjs';

let root: string;
const OUTPUTS = ['build/server.js', 'build/chunks/chunk-a.js', 'dist/index.html'];
const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
};
const record = () => recordBuild(sourceFingerprint(root), OUTPUTS, root);
const current = () => buildIsCurrent(sourceFingerprint(root), root);

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'build-state-'));
  write('package.json', '{}');
  write('server/main.ts', 'export {};');
  write('client/src/main.tsx', 'export {};');
  for (const file of OUTPUTS) write(file, '');
  record();
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

test('a build made from the sources on disk is current, and stays so when only a test or test support changes', () => {
  expect(current()).toBe(true);
  write('server/main.test.ts', 'test');
  write('server/test/factories.ts', 'export {};');
  write('server/surface/authorization-matrix.ts', 'export {};');
  expect(current()).toBe(true);
});

test('an edited, touched, added or removed source file makes the build out of date', () => {
  write('server/main.ts', 'export const changed = 1;');
  expect(current()).toBe(false);

  record();
  // Same size and content, a new modification time (a save without changes, a checkout).
  const later = new Date(Date.now() + 60_000);
  fs.utimesSync(path.join(root, 'server/main.ts'), later, later);
  expect(current()).toBe(false);

  record();
  write('contracts/new.ts', 'export {};');
  expect(current()).toBe(false);

  record();
  fs.rmSync(path.join(root, 'client/src/main.tsx'));
  expect(current()).toBe(false);
});

test('a missing output, chunk or stamp means building again', () => {
  fs.rmSync(path.join(root, 'build/chunks/chunk-a.js'));
  expect(current()).toBe(false);
  write('build/chunks/chunk-a.js', '');
  expect(current()).toBe(true);
  fs.rmSync(path.join(root, 'dist/index.html'));
  expect(current()).toBe(false);
  write('dist/index.html', '');
  fs.rmSync(path.join(root, 'build/stamp.json'));
  expect(current()).toBe(false);
});
