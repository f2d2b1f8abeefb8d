// What the build was made from: a fingerprint of every source file (path, size, mtime),
// recorded in build/stamp.json after a successful build. `npm start` compares it with the
// files on disk and builds again only when they differ.
//
// Plain JavaScript, not TypeScript: the launcher must run on bare `node`, with no loader to
// start first (docs/decisions/0030-compiled-server-and-launcher.md).

import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const BUILD_DIR = 'build';
export const SERVER_ENTRY = path.join(BUILD_DIR, 'server.js');
const STAMP = path.join(BUILD_DIR, 'stamp.json');

const SOURCE_DIRS = ['client', 'contracts', 'locales', 'server', 'scripts'];
const SOURCE_FILES = [
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  'vite.config.ts',
  'import-aliases.config.ts',
];
/** Tests are not part of what runs: editing one does not call for a build. */
const isTest = (/** @type {string} */ name) => /\.test\.tsx?$/.test(name);
/** Nor is test support: the server's bundle never reaches it (server/test-support.test.ts). */
const TEST_SUPPORT_DIRS = [path.join('server', 'test'), path.join('server', 'surface')];

/**
 * @param {string} dir
 * @param {string[]} into
 */
function listFiles(dir, into, skip = isTest) {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules') continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) listFiles(full, into, skip);
    else if (entry.isFile() && !skip(entry.name)) into.push(full);
  }
}

/** Every file under `dir`, as paths that start with it. */
export function filesUnder(dir = '.') {
  /** @type {string[]} */
  const files = [];
  listFiles(dir, files, () => false);
  return files;
}

/** A hash of the path, size and modification time of every source file under `root`. */
export function sourceFingerprint(root = '.') {
  /** @type {string[]} */
  let files = [];
  for (const dir of SOURCE_DIRS) listFiles(path.join(root, dir), files);
  const support = TEST_SUPPORT_DIRS.map((dir) => path.join(root, dir) + path.sep);
  files = files.filter((file) => !support.some((dir) => file.startsWith(dir)));
  for (const file of SOURCE_FILES) {
    if (existsSync(path.join(root, file))) files.push(path.join(root, file));
  }
  files.sort();
  // Every file is `path.join(root, ...)`: its path from the root is what follows this prefix
  // ('' for '.'). path.relative would resolve both paths against the working directory for
  // each of the thousand files, some 25 ms of a start on a busy machine (decision 0110).
  const prefix = path.join(root, 'x').slice(0, -1);
  const hash = createHash('sha256');
  for (const file of files) {
    const { size, mtimeMs } = statSync(file);
    hash.update(`${file.slice(prefix.length)}\0${size}\0${mtimeMs}\n`);
  }
  return hash.digest('hex');
}

/**
 * Whether the last build was made from exactly these sources and every file it made is
 * still there.
 * @param {string} fingerprint
 */
export function buildIsCurrent(fingerprint, root = '.') {
  /** @type {{ fingerprint?: unknown, outputs?: unknown }} */
  let stamp;
  try {
    stamp = JSON.parse(readFileSync(path.join(root, STAMP), 'utf8'));
  } catch {
    return false;
  }
  const { outputs } = stamp;
  if (stamp.fingerprint !== fingerprint || !Array.isArray(outputs)) return false;
  return (
    outputs.includes(SERVER_ENTRY) && outputs.every((file) => existsSync(path.join(root, file)))
  );
}

/**
 * @param {string} fingerprint what the build was made from
 * @param {string[]} outputs the files it made, relative to `root`
 */
export function recordBuild(fingerprint, outputs, root = '.') {
  const stamp = { fingerprint, builtAt: new Date().toISOString(), outputs };
  writeFileSync(path.join(root, STAMP), `${JSON.stringify(stamp, null, 2)}\n`);
}
