import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importAliases } from '../import-aliases.config';

/**
 * The public pages the app takes over (decision 0112) build no zod schema when their code
 * loads: nothing their route modules import statically imports zod. A read's schema comes with
 * its answer (a loader, ARCHITECTURE.md), and the numbers a page shows come from contract
 * modules without zod. Building every schema of the contracts a page imported was a long task
 * of 100 ms and more at a phone's speed.
 */
const repo = path.resolve(import.meta.dirname, '..');
const aliases = importAliases();
const PUBLIC_PAGES = [
  'client/src/features/providers/pages/find-providers-page.tsx',
  'client/src/features/providers/pages/public-provider-page.tsx',
  'client/src/features/landing/pages/service-city-page.tsx',
];
/** Parts of those pages fetched once the page is up, as the takeover goes on. */
const TAKEOVER_PARTS = [
  'client/src/features/search/shared/search-box.tsx',
  'client/src/app/layouts/site-footer.tsx',
];

/** A static import or re-export's module (`import type` and `import()` are left out). */
const STATIC_IMPORT =
  /^(?:import|export)\s+(?!type\b)[^;]*?from\s+'([^']+)'|^import\s+'([^']+)'/gms;

function resolveLocal(spec: string, from: string): string | undefined {
  const alias = aliases.find((a) => a.find.test(spec));
  const base = alias
    ? spec.replace(alias.find, alias.replacement)
    : spec.startsWith('.')
      ? path.resolve(path.dirname(from), spec)
      : undefined;
  if (!base) return undefined;
  return [base, `${base}.ts`, `${base}.tsx`].find((f) => /\.tsx?$/.test(f) && existsSync(f));
}

/** Every local module `entry` loads statically, each with the packages it imports. */
function staticGraph(entry: string): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  const queue = [path.join(repo, entry)];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (graph.has(file)) continue;
    const packages: string[] = [];
    graph.set(file, packages);
    for (const match of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      const spec = (match[1] ?? match[2]) as string;
      const local = resolveLocal(spec, file);
      if (local) queue.push(local);
      else if (!spec.startsWith('.') && !spec.startsWith('#')) packages.push(spec);
    }
  }
  return graph;
}

const importingZod = (graph: Map<string, string[]>) =>
  [...graph]
    .filter(([, packages]) => packages.some((p) => p === 'zod' || p.startsWith('zod/')))
    .map(([file]) => path.relative(repo, file));

describe('the public pages the app takes over', () => {
  it.each(PUBLIC_PAGES)('%s imports no module that imports zod', (page) => {
    const graph = staticGraph(page);
    expect(graph.size).toBeGreaterThan(20);
    expect(importingZod(graph)).toEqual([]);
  });

  it.each(TAKEOVER_PARTS)('%s, fetched at takeover, imports no module that imports zod', (part) => {
    const graph = staticGraph(part);
    expect(graph.size).toBeGreaterThan(5);
    expect(importingZod(graph)).toEqual([]);
  });

  it('would see zod imported through a contract module', () => {
    expect(importingZod(staticGraph('contracts/public-providers.ts'))).toContain(
      'contracts/public-providers.ts',
    );
    expect(importingZod(staticGraph('client/src/lib/socket.ts'))).toEqual([]);
  });
});
