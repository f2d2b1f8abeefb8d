/**
 * Frontend benchmark (Scale issue): the home page's initial JavaScript (entry + modulepreloads,
 * gzipped, goal <= 160 KB) and Lighthouse mobile on the public pages (score >= 95, LCP <= 2.0 s,
 * CLS <= 0.02; bench/frontend/pages.ts says which), both on the built app: run `npm run build`
 * first. Exits 1 when a figure misses its goal.
 *
 * Usage: tsx bench/frontend.ts [--runs 3] [--path / ...] [--landing /services/x/y]
 *          [--json report.json] [--block '*.png' ...]
 * See bench/frontend/bundle.ts and bench/frontend/lighthouse.ts (each runs on its own too).
 */
import path from 'node:path';
import { bundleReport } from './frontend/bundle';
import { lighthouseOptions, lighthouseReport } from './frontend/lighthouse';

const distDir = path.resolve(process.env.FRONTEND_DIST ?? 'dist');
const bundleOk = bundleReport(distDir);
console.log('');
const lighthouseOk = await lighthouseReport(lighthouseOptions(process.argv.slice(2)));
process.exitCode = bundleOk && lighthouseOk ? 0 : 1;
