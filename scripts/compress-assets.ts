// Writes a gzip (.gz) and a brotli (.br) copy next to every compressible file in dist/assets,
// so the server can send them as they are (@fastify/static `preCompressed: true`) instead of
// compressing on every request. Both at their highest level: this runs once per build.
//
// Usage: tsx scripts/compress-assets.ts [assetsDir]   (default: dist/assets)

import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** Text formats worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.txt']);
/** Below this a compressed copy saves less than its extra round of header bytes. */
const MIN_BYTES = 1024;

export type Compressed = { file: string; raw: number; gzip: number; brotli: number };

export async function compressFile(file: string): Promise<Compressed> {
  const raw = await readFile(file);
  const [gz, br] = await Promise.all([
    gzipAsync(raw, { level: constants.Z_BEST_COMPRESSION }),
    brotliAsync(raw, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    }),
  ]);
  await Promise.all([writeFile(`${file}.gz`, gz), writeFile(`${file}.br`, br)]);
  return { file, raw: raw.length, gzip: gz.length, brotli: br.length };
}

export async function compressAssets(dir: string): Promise<Compressed[]> {
  const names = await readdir(dir, { recursive: true });
  const files = names
    .map((name) => path.join(dir, name))
    .filter((file) => COMPRESSIBLE.has(path.extname(file)));
  const results: Compressed[] = [];
  for (const file of files) {
    if ((await stat(file)).size >= MIN_BYTES) results.push(await compressFile(file));
  }
  return results;
}

async function main(): Promise<void> {
  const dir = path.resolve(process.argv[2] ?? 'dist/assets');
  const started = Date.now();
  const results = await compressAssets(dir);
  const sum = (key: 'raw' | 'gzip' | 'brotli') => results.reduce((n, r) => n + r[key], 0);
  const kb = (bytes: number) => `${(bytes / 1000).toFixed(0)} KB`;
  console.log(
    `compressed ${results.length} files in ${path.relative(process.cwd(), dir) || dir} in ` +
      `${Date.now() - started} ms: ${kb(sum('raw'))} -> gzip ${kb(sum('gzip'))}, ` +
      `brotli ${kb(sum('brotli'))}`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
