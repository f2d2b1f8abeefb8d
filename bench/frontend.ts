/**
 * Frontend benchmark (issue 31): the home page's initial JavaScript (entry + modulepreloads,
 * gzipped, goal <= 160 KB) and Lighthouse mobile on the public pages (score >= 95, LCP <= 2.0 s,
 * CLS <= 0.02; bench/frontend/pages.ts says which), both on the built app: run `npm run build`
 * first. Exits 1 when a figure misses its goal. `npm run bench` prints the same at its end.
 *
 * Usage: tsx bench/frontend.ts [--runs 3] [--path / ...] [--landing /services/x/y]
 *          [--json report.json] [--block '*.png' ...]
 * See bench/frontend/bundle.ts and bench/frontend/lighthouse.ts (each runs on its own too).
 */
import { frontendReport } from './frontend/report';

process.exitCode = (await frontendReport(process.argv.slice(2), true)) ? 0 : 1;
