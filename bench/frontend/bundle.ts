/**
 * Initial JavaScript of the home page: the scripts of dist/index.html (the boot script and the
 * entry it starts), every
 * <link rel="modulepreload"> and the chunks they import statically, each gzipped at level 9 (node:zlib, as scripts/compress-assets.ts
 * writes them), summed and compared with the goal. Also lists the largest chunks in dist/assets.
 *
 * Usage: npm run build && tsx bench/frontend/bundle.ts [distDir]   (exits 1 above the goal)
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { constants, gzipSync } from 'node:zlib';

/** Goal from the Scale issue: entry + modulepreloads, gzipped. */
export const GOAL_KB = 160;
const LARGEST = 12;

export type Chunk = { file: string; raw: number; gzip: number };

const kb = (bytes: number) => (bytes / 1000).toFixed(1);

function gzipSize(buffer: Buffer): number {
  return gzipSync(buffer, { level: constants.Z_BEST_COMPRESSION }).length;
}

function chunk(distDir: string, url: string): Chunk {
  const file = url.replace(/^\//, '');
  const buffer = readFileSync(path.join(distDir, file));
  return { file, raw: buffer.length, gzip: gzipSize(buffer) };
}

/**
 * The scripts and modulepreloads of index.html, in order: the boot script (client/boot/
 * start-app.js) with the entry and the modules it starts (data-app-entry, data-app-preloads,
 * decision 0101), or module scripts and modulepreload links.
 */
export function initialScripts(html: string): { entries: string[]; preloads: string[] } {
  const tags = html.match(/<(script|link)\b[^>]*>/g) ?? [];
  const attr = (tag: string, name: string) =>
    new RegExp(`\\s${name}=(?:"([^"]*)"|'([^']*)'|([^"'\\s>]+))`)
      .exec(tag)
      ?.slice(1)
      .find((v) => v !== undefined);
  const entries: string[] = [];
  const preloads: string[] = [];
  for (const tag of tags) {
    const src = attr(tag, 'src');
    if (tag.startsWith('<script') && src) {
      entries.push(src);
      const entry = attr(tag, 'data-app-entry');
      if (entry) entries.push(entry);
      preloads.push(...(attr(tag, 'data-app-preloads') ?? '').split(/\s+/).filter(Boolean));
    } else if (tag.startsWith('<link') && attr(tag, 'rel') === 'modulepreload') {
      const href = attr(tag, 'href');
      if (href) preloads.push(href);
    }
  }
  if (entries.length === 0) {
    throw new Error('index.html has no <script src=...>');
  }
  return { entries, preloads };
}

/** The chunks a built chunk imports statically (`import ... from "./x.js"`), as site paths. */
function staticImports(url: string, code: string): string[] {
  const found = code.matchAll(
    /(?:^|[;}\n])\s*import\s*(?:[\w$\s{},*]+from\s*)?["'](\.\.?\/[^"']+)["']/g,
  );
  return [...found].map((m) => path.posix.join(path.posix.dirname(url), m[1] ?? ''));
}

/**
 * Everything the home page loads before it runs: its module scripts, its modulepreloads and
 * whatever those import statically (a browser fetches those too, listed or not).
 */
export function measureInitial(distDir: string): { chunks: Chunk[]; totalGzip: number } {
  const htmlFile = path.join(distDir, 'index.html');
  if (!existsSync(htmlFile)) {
    throw new Error(`${htmlFile} is missing: build the app first (npm run build)`);
  }
  const { entries, preloads } = initialScripts(readFileSync(htmlFile, 'utf8'));
  const queue = [...entries, ...preloads].map((url) => url.split('?')[0] ?? url);
  const seen = new Set<string>();
  for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
    if (seen.has(url)) continue;
    seen.add(url);
    queue.push(...staticImports(url, readFileSync(path.join(distDir, url), 'utf8')));
  }
  const chunks = [...seen].map((url) => chunk(distDir, url));
  return { chunks, totalGzip: chunks.reduce((sum, c) => sum + c.gzip, 0) };
}

/** The initial JavaScript beside its goal, as the bench and the budget test print it. */
export const initialLine = (files: number, gzip: number): string =>
  `Initial JS of the home page: ${files} files, ${kb(gzip)} KB gzip (goal <= ${GOAL_KB} KB)`;

function table(rows: Chunk[]): string {
  const width = Math.max(...rows.map((r) => r.file.length), 4);
  const line = (file: string, raw: string, gz: string) =>
    `  ${file.padEnd(width)}  ${raw.padStart(9)}  ${gz.padStart(9)}`;
  return [
    line('file', 'raw KB', 'gzip KB'),
    ...rows.map((r) => line(r.file, kb(r.raw), kb(r.gzip))),
  ].join('\n');
}

/** Prints the initial JavaScript and the largest chunks; answers whether the goal is met. */
export function bundleReport(distDir: string): boolean {
  const { chunks, totalGzip } = measureInitial(distDir);
  const initial = new Set(chunks.map((c) => c.file));

  console.log(
    `Initial JavaScript of ${path.join(distDir, 'index.html')} (gzip level 9, 1 KB = 1000 B)`,
  );
  console.log(table(chunks));
  const rawTotal = chunks.reduce((sum, c) => sum + c.raw, 0);
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const css = readdirSync(path.join(distDir, 'assets')).filter(
    (f) => f.endsWith('.css') && html.includes(f),
  );
  const cssGzip = css.reduce(
    (sum, f) => sum + gzipSize(readFileSync(path.join(distDir, 'assets', f))),
    0,
  );

  const assets = readdirSync(path.join(distDir, 'assets'))
    .filter((f) => f.endsWith('.js'))
    .map((f) => chunk(distDir, `assets/${f}`))
    .sort((a, b) => b.gzip - a.gzip)
    .slice(0, LARGEST);
  console.log(`\nLargest ${LARGEST} chunks in dist/assets (* = loaded by the home page):`);
  console.log(
    table(assets.map((c) => ({ ...c, file: `${initial.has(c.file) ? '*' : ' '} ${c.file}` }))),
  );

  const ok = totalGzip <= GOAL_KB * 1000;
  console.log(
    `\n${initialLine(chunks.length, totalGzip)}, ${kb(rawTotal)} KB raw: ${ok ? 'PASS' : 'FAIL'}`,
  );
  console.log(`Initial CSS (not counted): ${css.length} file(s), ${kb(cssGzip)} KB gzip`);
  return ok;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exitCode = bundleReport(path.resolve(process.argv[2] ?? 'dist')) ? 0 : 1;
}
