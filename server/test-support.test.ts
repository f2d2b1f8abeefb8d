import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Test code lives in `*.test.ts` files and in two folders: `server/test/` (test databases, the
 * test app, factories, each domain's test helpers) and `server/surface/` (the whole-surface
 * tests with their tables: the authorization matrix and its world, hostile inputs, route
 * rules). Nothing the server runs may import them, so the build (esbuild from server/main.ts)
 * never bundles them.
 */
const ROOT = path.resolve(import.meta.dirname, '..');
const TEST_FOLDERS = ['server/test/', 'server/surface/'];

const isTestCode = (file: string) =>
  file.endsWith('.test.ts') || TEST_FOLDERS.some((folder) => file.startsWith(folder));

/** The package.json `imports` aliases (`#lib/*`), as a prefix and the folder it stands for. */
const aliases = Object.entries(
  (
    JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
      imports?: Record<string, string[]>;
    }
  ).imports ?? {},
).map(([pattern, targets]) => ({
  prefix: pattern.replace(/\*$/, ''),
  folder: path.normalize((targets.at(-1) ?? '').replace(/\*$/, '')),
}));

/** Where a specifier points, relative to the repository; undefined for a package. */
function resolve(file: string, specifier: string): string | undefined {
  if (specifier.startsWith('.')) return path.join(path.dirname(file), specifier);
  const alias = aliases.find((a) => specifier.startsWith(a.prefix));
  return alias && path.join(alias.folder, specifier.slice(alias.prefix.length));
}

/** The test code a source file imports (static, dynamic or type-only), as repository paths. */
function testImportsOf(file: string, source: string): string[] {
  return [...source.matchAll(/(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)]
    .map((m) => resolve(file, m[1] ?? ''))
    .filter((target): target is string => target !== undefined)
    .map((target) => (target.endsWith('.ts') ? target : `${target}.ts`))
    .filter(isTestCode);
}

function sourcesUnder(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return sourcesUnder(rel);
    return entry.name.endsWith('.ts') ? [rel] : [];
  });
}

describe('test support', () => {
  it('is found where a production file would import it', () => {
    expect(
      testImportsOf(
        'server/modules/disputes/x.ts',
        "import { get } from '../../test/factories';\nimport type { A } from '../../surface/authorization-world';\nimport { b } from './b.test';\nimport { c } from './c';",
      ),
    ).toEqual([
      'server/test/factories.ts',
      'server/surface/authorization-world.ts',
      'server/modules/disputes/b.test.ts',
    ]);
  });

  it('is imported by no file the server runs', () => {
    const production = sourcesUnder('server').filter((file) => !isTestCode(file));
    expect(production.length).toBeGreaterThan(100);
    const found = production.flatMap((file) =>
      testImportsOf(file, readFileSync(path.join(ROOT, file), 'utf8')).map(
        (target) => `${file} imports ${target}`,
      ),
    );
    expect(found).toEqual([]);
  });
});
