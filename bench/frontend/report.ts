import { existsSync } from 'node:fs';
import path from 'node:path';
import { bundleReport } from './bundle';
import { lighthouseOptions, lighthouseReport } from './lighthouse';

/**
 * The front end's figures (bench/frontend.ts) for `npm run bench`: the home page's initial JS
 * and Lighthouse on the public pages, with the defaults (3 runs a page). Says why when it
 * cannot: no build (a miss when `required`, as for bench:frontend), or BENCH_FRONTEND=0.
 * Answers whether every figure met its goal.
 */
export async function frontendReport(args: string[] = [], required = false): Promise<boolean> {
  const distDir = path.resolve(process.env.FRONTEND_DIST ?? 'dist');
  if (process.env.BENCH_FRONTEND === '0') {
    console.log('not measured: BENCH_FRONTEND=0');
    return true;
  }
  if (!existsSync(path.join(distDir, 'index.html'))) {
    console.log(`not measured: no build in ${distDir} (npm run build first)`);
    return !required;
  }
  const bundleOk = bundleReport(distDir);
  console.log('');
  const lighthouseOk = await lighthouseReport(lighthouseOptions(args));
  return bundleOk && lighthouseOk;
}
