// `npm start`: builds what is missing or out of date, then runs the compiled server in this
// same process (one node process under npm, no loader, no second launcher).

import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildIsCurrent, SERVER_ENTRY, sourceFingerprint } from './build-state.mjs';

if (!buildIsCurrent(sourceFingerprint())) {
  console.log('Building the web app and the server (sources changed since the last build)...');
  const started = performance.now();
  const { buildAll } = await import('./build.mjs');
  try {
    await buildAll();
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  }
  console.log(`Built in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
}
// The server times its start from here (server/lib/boot-steps.ts), not counting the build.
performance.mark('server-import');
await import(pathToFileURL(path.resolve(SERVER_ENTRY)).href);
