import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');
const DOCS = ['README.md', 'ARCHITECTURE.md'];

/** Where a short path in the docs may start: the repository, or the server's and client's trees. */
const BASES = ['', 'server', 'client/src'];

/** Paths the app or its tests make when they run: not in a fresh clone. */
const MADE_AT_RUN_TIME = ['./data/', 'test-results/', 'playwright-report/'];

/**
 * A backticked string names a file or folder when it has no spaces, is not a URL path (those
 * start with '/'), has a '/' and ends in an extension or a '/'. `<domain>`, `*` and `x.*` stand
 * for any name.
 */
function namedPaths(markdown: string): string[] {
  return (
    [...markdown.matchAll(/`([^`\s]+)`/g)]
      .map((m) => m[1] ?? '')
      .filter((s) => s.includes('/') && !s.startsWith('/') && /(\.[\w*]+|\/)$/.test(s))
      // Not an environment variable's folder (`DATA_DIR/...`), a URL or an import alias (`#lib/`).
      .filter((s) => !/^[A-Z_]+\//.test(s) && !s.includes('://') && !s.startsWith('#'))
      .filter((s) => !MADE_AT_RUN_TIME.some((prefix) => s.startsWith(prefix)))
  );
}

/** Whether `name` (with `<...>` and `*` as wildcards) exists under `base`. */
function exists(base: string, name: string): boolean {
  const segments = name.replace(/\/$/, '').split('/');
  let dirs = [path.join(ROOT, base)];
  for (const [i, segment] of segments.entries()) {
    const last = i === segments.length - 1;
    if (!/[<*]/.test(segment)) {
      dirs = dirs.map((dir) => path.join(dir, segment)).filter((p) => existsSync(p));
      continue;
    }
    const pattern = new RegExp(
      `^${segment
        .split(/<[^>]+>|\*/)
        .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
        .join('.+')}$`,
    );
    dirs = dirs.flatMap((dir) =>
      statSync(dir).isDirectory()
        ? readdirSync(dir)
            .filter((entry) => pattern.test(entry))
            .map((entry) => path.join(dir, entry))
            .filter((p) => last || statSync(p).isDirectory())
        : [],
    );
  }
  return dirs.length > 0;
}

describe('paths named in the docs', () => {
  for (const doc of DOCS) {
    it(`${doc} names only files and folders that exist`, () => {
      const named = namedPaths(readFileSync(path.join(ROOT, doc), 'utf8'));
      expect(named.length).toBeGreaterThan(0);
      const missing = named.filter((name) => !BASES.some((base) => exists(base, name)));
      expect([...new Set(missing)]).toEqual([]);
    });
  }
});
