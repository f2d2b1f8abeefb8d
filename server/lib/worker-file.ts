import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';

/**
 * The build's own file `built`, beside the server's entry (build/), whether the calling code is
 * there or in a chunk.
 */
function builtFile(moduleUrl: string, built: string): string {
  for (const relative of [`./${built}`, `../${built}`]) {
    const candidate = fileURLToPath(new URL(relative, moduleUrl));
    if (existsSync(candidate)) return candidate;
  }
  throw new Error(`${built} is missing beside the server: run npm run build`);
}

const fromSource = (moduleUrl: string) => moduleUrl.endsWith('.ts');

/**
 * Where a Piscina worker's code is, for a module at `moduleUrl` (its `import.meta.url`): the
 * source beside it when the server runs from source (development, tests, the benches), which
 * Piscina requires through tsx's hooks; the build's own file `built` when it runs compiled.
 */
export function workerFile(
  moduleUrl: string,
  source: string,
  built: string,
): { filename: string; execArgv: string[] } {
  if (fromSource(moduleUrl)) {
    return { filename: fileURLToPath(new URL(source, moduleUrl)), execArgv: ['--import', 'tsx'] };
  }
  return { filename: builtFile(moduleUrl, built), execArgv: [] };
}

/**
 * What `new Worker` runs for an ES module worker: the build's file when compiled; from source,
 * a two-line module that registers tsx in the thread and imports the source. (On Node 20,
 * `--import tsx` in a thread's `execArgv` hooks `require` but not `import`.)
 */
export function moduleWorkerUrl(moduleUrl: string, source: string, built: string): URL {
  if (!fromSource(moduleUrl)) return pathToFileURL(builtFile(moduleUrl, built));
  const tsx = import.meta.resolve('tsx/esm/api');
  const entry = new URL(source, moduleUrl).href;
  const code = [
    `import { register } from ${JSON.stringify(tsx)};`,
    'register();',
    `await import(${JSON.stringify(entry)});`,
  ].join('\n');
  return new URL(`data:text/javascript,${encodeURIComponent(code)}`);
}
