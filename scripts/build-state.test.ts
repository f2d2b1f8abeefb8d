import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { buildIsCurrent, recordBuild, sourceFingerprint } from './build-state.mjs';

let root: string;
const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
};

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'build-state-'));
  write('package.json', '{}');
  write('server/main.ts', 'export {};');
  write('client/src/main.tsx', 'export {};');
  write('build/server.js', '');
  write('dist/index.html', '<html></html>');
  recordBuild(sourceFingerprint(root), root);
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

test('a build made from the sources on disk is current, and stays so when only a test changes', () => {
  expect(buildIsCurrent(sourceFingerprint(root), root)).toBe(true);
  write('server/main.test.ts', 'test');
  expect(buildIsCurrent(sourceFingerprint(root), root)).toBe(true);
});

test('an edited, added or removed source file makes the build out of date', () => {
  write('server/main.ts', 'export const changed = 1;');
  expect(buildIsCurrent(sourceFingerprint(root), root)).toBe(false);

  recordBuild(sourceFingerprint(root), root);
  write('contracts/new.ts', 'export {};');
  expect(buildIsCurrent(sourceFingerprint(root), root)).toBe(false);

  recordBuild(sourceFingerprint(root), root);
  fs.rmSync(path.join(root, 'client/src/main.tsx'));
  expect(buildIsCurrent(sourceFingerprint(root), root)).toBe(false);
});

test('a missing output or stamp means building again', () => {
  fs.rmSync(path.join(root, 'build/server.js'));
  expect(buildIsCurrent(sourceFingerprint(root), root)).toBe(false);
  write('build/server.js', '');
  fs.rmSync(path.join(root, 'build/stamp.json'));
  expect(buildIsCurrent(sourceFingerprint(root), root)).toBe(false);
});
