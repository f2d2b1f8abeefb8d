import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The client's path aliases, read from package.json `imports` (the one place they are
 * written). TypeScript resolves them there, trying `.ts`, `.tsx`, then the bare path; Vite
 * takes only the first target of such a list, so it gets them as aliases of folders instead.
 */
export function importAliases(): { find: RegExp; replacement: string }[] {
  const root = path.dirname(new URL(import.meta.url).pathname);
  const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    imports: Record<string, string[]>;
  };
  return Object.entries(pkg.imports).map(([pattern, targets]) => {
    const folder = (targets.at(-1) ?? '').replace(/\*$/, '');
    return {
      find: new RegExp(`^${pattern.replace(/\*$/, '')}`),
      replacement: `${path.join(root, folder)}/`,
    };
  });
}
