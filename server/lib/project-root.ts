import fs from 'node:fs';
import path from 'node:path';

/**
 * The nearest folder at or above `from` that holds a package.json: the project's root, whether
 * the server runs from its sources (server/) or compiled (build/, or a test's copy deeper).
 */
export function projectRoot(from: string): string {
  for (let dir = path.resolve(from); ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) return path.resolve(from, '..');
  }
}
