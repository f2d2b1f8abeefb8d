import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from 'vitest';
import { projectRoot } from './project-root';

test('the root is the nearest folder above holding package.json, however deep the server runs', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'project-root-'));
  try {
    fs.writeFileSync(path.join(root, 'package.json'), '{}');
    const deep = path.join(root, 'build', 'stop-test-1');
    fs.mkdirSync(deep, { recursive: true });
    expect(projectRoot(path.join(root, 'build'))).toBe(root);
    expect(projectRoot(deep)).toBe(root);
    expect(projectRoot(import.meta.dirname)).toBe(path.resolve(import.meta.dirname, '..', '..'));
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
});
