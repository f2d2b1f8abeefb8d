/**
 * Lighthouse mobile performance of the public pages (bench/frontend/pages.ts: home, a landing
 * page, /FindProvider, a provider page): starts the real app serving the built client (dist/,
 * run `npm run build` first) on 127.0.0.1 with a fresh PGlite data dir, launches Debian's
 * Chromium (--headless=new --no-sandbox) and runs Lighthouse's Node API with its default
 * (mobile, simulated throttling) settings, performance category only. Prints each run, then
 * each page's median run's score, LCP and CLS beside their goals.
 *
 * Usage: tsx bench/frontend/lighthouse.ts [--runs 3] [--path / ...] [--landing /services/x/y]
 *          [--json report.json] [--block '*.png' ...]   (blocks matching requests)
 * Env: CHROME_PATH (default /usr/bin/chromium), FRONTEND_DIST (default dist),
 *      BENCH_LANDING_PATH (the landing page, when --landing is not given),
 *      LIGHTHOUSE_MODULE (default 'lighthouse': a path to try a copy installed elsewhere).
 * Exits 1 when a measured page's median misses a goal.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { startTarget } from '../target';
import { type BenchPage, benchPages } from './pages';

/** Goals from issue 31: Lighthouse mobile performance score, largest paint, layout shift. */
export const GOAL_SCORE = 95;
export const GOAL_LCP_MS = 2000;
export const GOAL_CLS = 0.02;
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
/** Failed runs of a page that are run again before its median is taken of fewer runs. */
const RETRIES = 3;

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
    // A group of its own: its helper processes (renderers, crash handler) are stopped with it.
    { stdio: ['ignore', 'ignore', 'pipe'], detached: true },
  );
  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      if (child.pid !== undefined) process.kill(-child.pid, signal);
    } catch {
      // The group is gone already.
    }
  };
  // Its own group does not hear the terminal's Ctrl-C: the bench stops it as it exits.
  const killOnExit = () => signalGroup('SIGKILL');
  const exitOnSignal = () => process.exit(130);
  process.on('exit', killOnExit);
  process.once('SIGINT', exitOnSignal);
  process.once('SIGTERM', exitOnSignal);
  const stop = async () => {
    process.off('exit', killOnExit);
    process.off('SIGINT', exitOnSignal);
    process.off('SIGTERM', exitOnSignal);
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      signalGroup('SIGTERM');
      const force = setTimeout(() => signalGroup('SIGKILL'), 5_000);
      await exited;
      clearTimeout(force);
    }
    signalGroup('SIGKILL');
    // Chromium may still be writing the site's service worker storage as it exits; a profile
    // left behind in the temp dir costs a run nothing, so it is reported, not thrown.
    try {
      rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    } catch (err) {
      console.warn(`  (Chromium's profile ${profile} was left behind: ${String(err)})`);
    }
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
  /** The pages to measure, from the site's root; none: the four of benchPages. */
  paths: string[];
  /** The landing page to measure (else BENCH_LANDING_PATH, else the sitemap's first). */
  landing?: string;
  /** Writes each page's median run's full report (JSON) here (the page's name added). */
  json?: string;
  /** URL patterns Lighthouse blocks (e.g. '*.png'), to see what a resource costs. */
  block: string[];
};

type Measured = { page: BenchPage; median?: Run; runs: number };

/** Runs Lighthouse `runs` times on one page; answers its median run (by score). */
async function measurePage(
  lighthouse: Lighthouse,
  origin: string,
  path: string,
  o: LighthouseOptions,
): Promise<{ median?: Run; runs: number }> {
  const url = `${origin}${path}`;
  // Warm the server (first requests compile routes and fill caches) before measuring.
  const html = await (await fetch(url)).text();
  for (const asset of html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)) {
    await (await fetch(`${origin}${asset[1]}`)).arrayBuffer();
  }
  await (await fetch(`${origin}/api/categories`)).arrayBuffer();

  const results: Run[] = [];
  // A run Lighthouse could not score (a Chromium hiccup: NO_NAVSTART, some runs in ten here) is
  // reported and run again, up to RETRIES times a page, so the median is of `runs` runs.
  let failures = 0;
  while (results.length < o.runs && failures <= RETRIES) {
    const i = results.length + 1;
    let run: Run;
    try {
      run = await runOnce(lighthouse, url, o.block);
    } catch (err) {
      failures++;
      const again = failures <= RETRIES ? ', run again' : '';
      console.log(
        `  run ${i}/${o.runs}: failed (${err instanceof Error ? err.message : err})${again}`,
      );
      continue;
    }
    results.push(run);
    const line = METRICS.map(([name, id]) => `${name} ${format(id, run.metrics[id])}`);
    const benchmark = run.lhr.environment?.benchmarkIndex;
    console.log(
      `  run ${i}/${o.runs}: score ${run.score}  ${line.join('  ')}  (benchmarkIndex ${benchmark ?? '?'})`,
    );
  }
  const sorted = [...results].sort((a, b) => a.score - b.score);
  return { median: sorted[Math.floor((sorted.length - 1) / 2)], runs: results.length };
}

const verdict = (ok: boolean) => (ok ? 'OK' : 'MISS');

/** One page's median against the three goals; answers whether all are met. */
function printGoals({ page, median, runs }: Measured): boolean {
  const name = page.name.padEnd(14);
  if ('skipped' in page) {
    console.log(`  ${name} not measured: ${page.skipped}`);
    return true;
  }
  if (!median) {
    console.log(`  ${name} ${page.path}: no run succeeded`);
    return false;
  }
  const lcp = median.metrics['largest-contentful-paint']?.numericValue ?? Number.NaN;
  const cls = median.metrics['cumulative-layout-shift']?.numericValue ?? Number.NaN;
  const checks = [median.score >= GOAL_SCORE, lcp <= GOAL_LCP_MS, cls <= GOAL_CLS] as const;
  console.log(
    `  ${name} score ${String(median.score).padStart(3)} (goal >= ${GOAL_SCORE}) ${verdict(checks[0])}` +
      `   LCP ${(lcp / 1000).toFixed(2)} s (goal <= ${(GOAL_LCP_MS / 1000).toFixed(1)} s) ${verdict(checks[1])}` +
      `   CLS ${cls.toFixed(3)} (goal <= ${GOAL_CLS}) ${verdict(checks[2])}` +
      `   ${page.path}, median of ${runs}`,
  );
  return checks.every(Boolean);
}

/**
 * Runs Lighthouse `runs` times on each page against the built app; prints each run, then each
 * page's median beside the goals. Answers whether every measured page meets them.
 */
export async function lighthouseReport(o: LighthouseOptions): Promise<boolean> {
  const lighthouse = await loadLighthouse();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-frontend-'));
  // bench/target.ts starts bench/targets/<name>.ts: this one lives next to this file.
  const target = await startTarget('../frontend/serve-app', {
    BENCH_DATA_DIR: dataDir,
    FRONTEND_DIST: path.resolve(process.env.FRONTEND_DIST ?? 'dist'),
  });
  try {
    const pages: BenchPage[] = o.paths.length
      ? o.paths.map((p) => ({ name: p, path: p }))
      : await benchPages(target.url, o.landing ?? process.env.BENCH_LANDING_PATH);
    const measured: Measured[] = [];
    for (const page of pages) {
      if ('skipped' in page) {
        console.log(`${page.name}: not measured: ${page.skipped}`);
        measured.push({ page, runs: 0 });
        continue;
      }
      console.log(`${page.name}: ${target.url}${page.path}`);
      const { median, runs } = await measurePage(lighthouse, target.url, page.path, o);
      if (o.json && median) {
        const file =
          pages.length > 1 ? o.json.replace(/(\.json)?$/, `-${slug(page.name)}.json`) : o.json;
        writeFileSync(file, JSON.stringify(median.lhr, null, 2));
      }
      measured.push({ page, median, runs });
    }
    const version = measured.find((m) => m.median)?.median?.lhr.lighthouseVersion ?? '?';
    const blocking = o.block.length ? `, blocking ${o.block.join(' ')}` : '';
    console.log(`\nLighthouse ${version}, mobile, performance (median run by score${blocking}):`);
    const oks = measured.map(printGoals);
    return oks.every(Boolean);
  } finally {
    await target.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const slug = (name: string) => name.replace(/[^a-z0-9]+/gi, '-').toLowerCase();

/** The command-line options, shared with bench/frontend.ts. */
export function lighthouseOptions(args: string[]): LighthouseOptions {
  const { values } = parseArgs({
    args,
    options: {
      runs: { type: 'string', default: '3' },
      path: { type: 'string', multiple: true, default: [] },
      landing: { type: 'string' },
      json: { type: 'string' },
      block: { type: 'string', multiple: true, default: [] },
    },
  });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a positive integer');
  return {
    runs,
    paths: values.path,
    landing: values.landing,
    json: values.json,
    block: values.block,
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const ok = await lighthouseReport(lighthouseOptions(process.argv.slice(2)));
  process.exitCode = ok ? 0 : 1;
}
