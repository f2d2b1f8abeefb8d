import fs from 'node:fs';
import path from 'node:path';

/**
 * Whether `dir` holds an embedded database already. Apart from pglite-open.ts so that the main
 * thread can ask without loading PGlite, which runs on a thread of its own (decision 0113).
 */
export const hasCluster = (dir: string) => fs.existsSync(path.join(dir, 'PG_VERSION'));
