/**
 * Frontend benchmark (Scale issue): the home page's initial JavaScript (entry + modulepreloads,
 * gzipped, goal <= 160 KB) and its Lighthouse mobile performance score (goal >= 95), both on
 * the built app: run `npm run build` first. Exits 1 when either misses its goal.
 *
 * Usage: tsx bench/frontend.ts [--runs 3] [--path /] [--json report.json] [--block '*.png']
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
