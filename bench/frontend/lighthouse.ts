/**
 * Lighthouse mobile performance of the home page: starts the real app serving the built client
 * (dist/, run `npm run build` first) on 127.0.0.1 with a fresh PGlite data dir, launches
 * Debian's Chromium (--headless=new --no-sandbox) and runs Lighthouse's Node API with its
 * default (mobile, simulated throttling) settings, performance category only. Prints each run
 * and the median run's score and FCP, LCP, TBT, CLS and SI against the goal.
 *
 * Usage: tsx bench/frontend/lighthouse.ts [--runs 3] [--path /] [--json report.json]
 *          [--block '*.png' ...]   (blocks matching requests: to see what a resource costs)
 * Env: CHROME_PATH (default /usr/bin/chromium), FRONTEND_DIST (default dist),
 *      LIGHTHOUSE_MODULE (default 'lighthouse': a path to try a copy installed elsewhere).
 * Exits 1 when the median score is below the goal.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { startTarget } from '../target';

/** Goal from the Scale issue: Lighthouse mobile performance score. */
export const GOAL_SCORE = 95;
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless=new', '--no-sandbox'];
/** chrome-launcher's main defaults, so runs see a quiet browser as the Lighthouse CLI does. */
const QUIET_FLAGS = [
  '--disable-extensions',
  '--disable-component-extensions-with-background-pages',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-client-side-phishing-detection',
  '--disable-sync',
  '--metrics-recording-only',
  '--disable-default-apps',
  '--mute-audio',
  '--no-default-browser-check',
  '--no-first-run',
  '--disable-backgrounding-occluded-windows',
  '--disable-renderer-backgrounding',
  '--disable-background-timer-throttling',
  '--disable-ipc-flooding-protection',
  '--password-store=basic',
  '--disable-features=Translate,OptimizationHints,MediaRouter,RenderDocument',
];
const CHROME_START_MS = 30_000;

const METRICS = [
  ['FCP', 'first-contentful-paint'],
  ['LCP', 'largest-contentful-paint'],
  ['TBT', 'total-blocking-time'],
  ['CLS', 'cumulative-layout-shift'],
  ['SI', 'speed-index'],
] as const;

/** The part of Lighthouse's Node API this uses (its own types arrive with the package). */
type Audit = { numericValue?: number; displayValue?: string; score: number | null };
type LighthouseResult = {
  lighthouseVersion: string;
  environment?: { benchmarkIndex?: number };
  runtimeError?: { code: string; message: string };
  categories: { performance?: { score: number | null } };
  audits: Record<string, Audit | undefined>;
};
type Lighthouse = (
  url: string,
  flags: Record<string, unknown>,
) => Promise<{ lhr: LighthouseResult } | undefined>;

type Run = { score: number; metrics: Record<string, Audit | undefined>; lhr: LighthouseResult };

async function loadLighthouse(): Promise<Lighthouse> {
  // A variable specifier: the type check passes whether or not lighthouse is installed.
  const specifier = process.env.LIGHTHOUSE_MODULE ?? 'lighthouse';
  try {
    const mod = (await import(specifier)) as { default: Lighthouse };
    return mod.default;
  } catch (err) {
    throw new Error(
      `cannot load ${specifier} (npm i -D lighthouse, or set LIGHTHOUSE_MODULE): ${String(err)}`,
    );
  }
}

/** Starts Chromium with remote debugging on a free port; answers the port and a stop function. */
async function launchChrome(): Promise<{ port: number; stop: () => Promise<void> }> {
  const profile = mkdtempSync(path.join(tmpdir(), 'lh-chrome-'));
  const child: ChildProcess = spawn(
    CHROME_PATH,
    [
      ...CHROME_FLAGS,
      ...QUIET_FLAGS,
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const force = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(force);
    }
    // Chromium may still be writing the site's service worker storage as it exits.
    rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
  };
  try {
    const port = await new Promise<number>((resolve, reject) => {
      let seen = '';
      const timer = setTimeout(
        () => reject(new Error(`Chromium did not start: ${seen}`)),
        CHROME_START_MS,
      );
      child.once('error', reject);
      child.once('exit', (code) => reject(new Error(`Chromium exited (${code}): ${seen}`)));
      child.stderr?.on('data', (chunk: Buffer) => {
        seen += chunk.toString();
        const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(seen);
        if (match) {
          clearTimeout(timer);
          resolve(Number(match[1]));
        }
      });
    });
    return { port, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}

async function runOnce(lighthouse: Lighthouse, url: string, blocked: string[]): Promise<Run> {
  const chrome = await launchChrome();
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      // The defaults are the mobile preset: a Moto G Power screen, simulated slow 4G and 4x CPU.
      formFactor: 'mobile',
      blockedUrlPatterns: blocked,
    });
    if (!result) throw new Error('Lighthouse returned no result');
    const raw = result.lhr.categories.performance?.score;
    if (raw === null || raw === undefined) {
      throw new Error(`no score: ${result.lhr.runtimeError?.message ?? 'unknown error'}`);
    }
    const score = Math.round(raw * 100);
    const metrics = Object.fromEntries(METRICS.map(([, id]) => [id, result.lhr.audits[id]]));
    return { score, metrics, lhr: result.lhr };
  } finally {
    await chrome.stop();
  }
}

function format(id: string, audit: Audit | undefined): string {
  const value = audit?.numericValue;
  if (value === undefined) return 'n/a';
  return id === 'cumulative-layout-shift' ? value.toFixed(3) : `${Math.round(value)} ms`;
}

export type LighthouseOptions = {
  runs: number;
  /** The page to measure, from the site's root. */
  path: string;
  /** Writes the median run's full report (JSON) here. */
  json?: string;
  /** URL patterns Lighthouse blocks (e.g. '*.png'), to see what a resource costs. */
  block: string[];
};

/** Runs Lighthouse `runs` times against the built app and prints each run and the median. */
export async function lighthouseReport(o: LighthouseOptions): Promise<boolean> {
  const lighthouse = await loadLighthouse();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-frontend-'));
  // bench/target.ts starts bench/targets/<name>.ts: this one lives next to this file.
  const target = await startTarget('../frontend/serve-app', {
    BENCH_DATA_DIR: dataDir,
    FRONTEND_DIST: path.resolve(process.env.FRONTEND_DIST ?? 'dist'),
  });
  try {
    const url = `${target.url}${o.path}`;
    // Warm the server (first requests compile routes and fill caches) before measuring.
    const html = await (await fetch(url)).text();
    for (const asset of html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)) {
      await (await fetch(`${target.url}${asset[1]}`)).arrayBuffer();
    }
    await (await fetch(`${target.url}/api/categories`)).arrayBuffer();

    const results: Run[] = [];
    for (let i = 1; i <= o.runs; i++) {
      let run: Run;
      try {
        run = await runOnce(lighthouse, url, o.block);
      } catch (err) {
        // A run Lighthouse could not score (a Chromium hiccup) is reported and left out.
        console.log(`run ${i}/${o.runs}: failed (${err instanceof Error ? err.message : err})`);
        continue;
      }
      results.push(run);
      const line = METRICS.map(([name, id]) => `${name} ${format(id, run.metrics[id])}`);
      const benchmark = run.lhr.environment?.benchmarkIndex;
      console.log(
        `run ${i}/${o.runs}: score ${run.score}  ${line.join('  ')}  (benchmarkIndex ${benchmark ?? '?'})`,
      );
    }

    if (results.length === 0) throw new Error('no Lighthouse run succeeded');
    const sorted = [...results].sort((a, b) => a.score - b.score);
    const median = sorted[Math.floor((sorted.length - 1) / 2)] as Run;
    if (o.json) writeFileSync(o.json, JSON.stringify(median.lhr, null, 2));
    const ok = median.score >= GOAL_SCORE;
    const blocking = o.block.length ? `, blocking ${o.block.join(' ')}` : '';
    console.log(
      `\nLighthouse ${median.lhr.lighthouseVersion}, mobile, performance, ${url} ` +
        `(median of ${results.length} runs${blocking}):`,
    );
    for (const [name, id] of METRICS) {
      const audit = median.metrics[id];
      console.log(
        `  ${name.padEnd(4)} ${format(id, audit).padStart(9)}  (audit score ${audit?.score ?? 'n/a'})`,
      );
    }
    console.log(`  Score ${median.score} (goal >= ${GOAL_SCORE}): ${ok ? 'PASS' : 'FAIL'}`);
    return ok;
  } finally {
    await target.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The command-line options, shared with bench/frontend.ts. */
export function lighthouseOptions(args: string[]): LighthouseOptions {
  const { values } = parseArgs({
    args,
    options: {
      runs: { type: 'string', default: '3' },
      path: { type: 'string', default: '/' },
      json: { type: 'string' },
      block: { type: 'string', multiple: true, default: [] },
    },
  });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a positive integer');
  return { runs, path: values.path, json: values.json, block: values.block };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const ok = await lighthouseReport(lighthouseOptions(process.argv.slice(2)));
  process.exitCode = ok ? 0 : 1;
}
