// `npm run build`, and `npm start` when a source changed since the last build: the web app
// (Vite, the drawn images, precompressed assets) into dist/, the server as ES modules into
// build/ (esbuild), then the stamp of what was built and what came out.
//
// Usage: node scripts/build.mjs                 everything
//        node scripts/build.mjs --if-changed    everything, unless the build is current
//        node scripts/build.mjs --server DIR    the server alone, into DIR (the stop test)

import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import {
  BUILD_DIR,
  buildIsCurrent,
  filesUnder,
  recordBuild,
  SERVER_ENTRY,
  sourceFingerprint,
} from './build-state.mjs';

/** Where the web app's server entry is built (server/config.ts finds it there). */
const SSR_DIR = 'build/ssr';

const bin = (/** @type {string} */ name) => `node_modules/.bin/${name}`;

/**
 * Runs one build step, inheriting the terminal; throws when it fails.
 * @param {string} label
 * @param {string} command
 * @param {string[]} args
 */
function step(label, command, args) {
  const started = performance.now();
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.error) throw new Error(`${label} could not run: ${result.error.message}`);
  if (result.status !== 0) {
    throw new Error(`${label} failed (exit ${result.status ?? result.signal})`);
  }
  console.log(`${label}: ${Math.round(performance.now() - started)} ms`);
}

/**
 * Packages left in node_modules: they find files beside their own code (PGlite's WebAssembly,
 * argon2's native binding, pino's worker, the API docs' and Socket.IO's assets, ioredis's
 * version), or are large and loaded only when needed (the AWS SDK). Everything else is bundled:
 * one file loads in about half the time of a thousand small modules.
 */
const EXTERNAL = [
  '@electric-sql/pglite',
  '@node-rs/argon2',
  'pino',
  '@fastify/swagger',
  'socket.io',
  // With Socket.IO: one copy of its adapter base class for the server and the Redis adapter.
  'socket.io-adapter',
  '@socket.io/redis-adapter',
  'ioredis',
  '@aws-sdk/*',
  // A native module: its binary is found beside its code, and it loads on the first upload.
  'sharp',
  // Starts its threads from its own files, found beside its code.
  'piscina',
];

/**
 * The server as ES modules: build/server.js and, in build/chunks, what it imports only when
 * needed (the S3 client, for one), so those packages stay unloaded until then.
 */
export async function buildServer(outdir = BUILD_DIR) {
  const started = performance.now();
  rmSync(path.join(outdir, 'chunks'), { recursive: true, force: true });
  const { metafile } = await build({
    metafile: true,
    entryPoints: {
      [path.basename(SERVER_ENTRY, '.js')]: 'server/main.ts',
      // The invoice PDF pool's threads run this file (invoice-pdf-pool.ts finds it here).
      'invoice-pdf-worker': 'server/modules/billing/invoice-pdf.worker.ts',
      // The embedded database's thread runs this file (pglite-thread.ts finds it here).
      'pglite-worker': 'server/db/pglite-thread.worker.ts',
    },
    outdir,
    entryNames: '[name]',
    chunkNames: 'chunks/[name]-[hash]',
    splitting: true,
    bundle: true,
    external: EXTERNAL,
    // Bundled CommonJS packages call require(): give the ES module one.
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    logLevel: 'warning',
  });
  console.log(`server -> ${outdir}: ${Math.round(performance.now() - started)} ms`);
  return Object.keys(metafile.outputs);
}

/** Builds everything and records the sources it was built from and the files it made. */
export async function buildAll() {
  // Taken first: a file edited during the build leaves the stamp behind, so the next start builds.
  const fingerprint = sourceFingerprint();
  step('web app', bin('vite'), ['build', '--logLevel', 'warn']);
  // The same app's server entry, which renders the public pages (decision 0092).
  step('web app server entry', bin('vite'), [
    'build',
    '--ssr',
    'src/entry-server.tsx',
    '--outDir',
    `../${SSR_DIR}`,
    '--emptyOutDir',
    '--logLevel',
    'warn',
  ]);
  step('images', bin('tsx'), ['scripts/draw-images.ts', 'dist/images']);
  step('compressed assets', bin('tsx'), ['scripts/compress-assets.ts', 'dist/assets']);
  const server = await buildServer();
  recordBuild(fingerprint, [...server, ...filesUnder('dist'), ...filesUnder(SSR_DIR)]);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [option, outdir] = process.argv.slice(2);
  const run =
    option === '--server'
      ? buildServer(outdir)
      : option === '--if-changed' && buildIsCurrent(sourceFingerprint())
        ? Promise.resolve()
        : buildAll();
  run.catch((err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exitCode = 1;
  });
}
