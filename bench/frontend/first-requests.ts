/**
 * What the home page fetches for fonts and images in each language, in Debian's Chromium at a
 * phone's and a desktop's width: the built app (FRONTEND_DIST, default dist) on a fresh PGlite.
 * Prints one line per request (type, size, URL). A look, not a figure with a goal.
 *
 * Usage: tsx bench/frontend/first-requests.ts [path, default /]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium as browserType } from '@playwright/test';
import { chromium } from '../../e2e/support/chromium';
import { startTarget } from '../target';

const page = process.argv[2] ?? '/';
const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-first-'));
const target = await startTarget('../frontend/serve-app', {
  BENCH_DATA_DIR: dataDir,
  FRONTEND_DIST: path.resolve(process.env.FRONTEND_DIST ?? 'dist'),
});
const browser = await browserType.launch(chromium);
try {
  for (const language of ['en', 'ur'] as const) {
    for (const [name, width, height] of [
      ['phone', 412, 823],
      ['desktop', 1350, 940],
    ] as const) {
      const context = await browser.newContext({ viewport: { width, height } });
      const tab = await context.newPage();
      const seen: string[] = [];
      tab.on('requestfinished', async (request) => {
        const type = request.resourceType();
        if (type !== 'font' && type !== 'image') return;
        const sizes = await request.sizes().catch(() => undefined);
        const url = new URL(request.url());
        seen.push(
          `  ${type.padEnd(5)} ${String(sizes?.responseBodySize ?? '?').padStart(7)} B  ${url.pathname}`,
        );
      });
      await tab.goto(`${target.url}${page}?lang=${language}`, { waitUntil: 'networkidle' });
      await tab.waitForTimeout(1000);
      console.log(`${page} ${language} ${name} (${width}px): ${seen.length} font/image requests`);
      for (const line of seen) console.log(line);
      await context.close();
    }
  }
} finally {
  await browser.close();
  await target.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
