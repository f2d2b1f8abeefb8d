// `npm start`: builds when a source changed since the last build (in a child process, so
// nothing of the build stays in memory), then runs the compiled server in this same process
// (one node process under npm, no loader, no second launcher).

import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildIsCurrent, SERVER_ENTRY, sourceFingerprint } from './build-state.mjs';

if (!buildIsCurrent(sourceFingerprint())) {
  console.log('Building the web app and the server (a source changed since the last build)...');
  const started = performance.now();
  const built = spawnSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' });
  if (built.status !== 0) {
    console.error(built.error?.message ?? 'The build failed: see above.');
    process.exit(1);
  }
  console.log(`Built in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
}
// The server times its start from here (server/lib/boot-steps.ts), not counting the build.
performance.mark('server-import');
await import(pathToFileURL(path.resolve(SERVER_ENTRY)).href);
