// Draws the product's static images (logo, home banners, about-page features
// and category icons) as SVG and renders them to PNG with resvg.
//
// Usage: tsx scripts/draw-images.ts [outDir]   (default: dist/images)

import { mkdir, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Resvg } from '@resvg/resvg-js';
import { drawAbout } from './art/about';
import { drawBanner } from './art/banners';
import { drawIcon } from './art/icons';
import { drawLogo } from './art/logo';
import { type CategoryKey, categories, slugify } from './art/palette';

interface ImageJob {
  file: string;
  width: number;
  height: number;
  draw: () => string;
}

function jobs(): ImageJob[] {
  const list: ImageJob[] = [{ file: 'logo.png', width: 256, height: 256, draw: drawLogo }];
  for (const n of [1, 2, 3] as const) {
    list.push({ file: `home-${n}.png`, width: 1600, height: 640, draw: () => drawBanner(n) });
  }
  for (const n of [1, 2, 3] as const) {
    list.push({ file: `about-${n}.png`, width: 800, height: 560, draw: () => drawAbout(n) });
  }
  for (const key of Object.keys(categories) as CategoryKey[]) {
    list.push({
      file: `${slugify(categories[key].name)}.png`,
      width: 256,
      height: 256,
      draw: () => drawIcon(key),
    });
  }
  return list;
}

/** Draw every image into outDir; resolves to the written file names. */
export async function drawAll(outDir: string): Promise<string[]> {
  await mkdir(outDir, { recursive: true });
  const written: string[] = [];
  for (const job of jobs()) {
    const svg = job.draw();
    const rendered = new Resvg(svg, { fitTo: { mode: 'original' } }).render();
    if (rendered.width !== job.width || rendered.height !== job.height) {
      throw new Error(
        `${job.file}: expected ${job.width}x${job.height}, got ${rendered.width}x${rendered.height}`,
      );
    }
    await writeFile(resolve(outDir, job.file), rendered.asPng());
    written.push(job.file);
  }
  return written;
}

const invokedPath = process.argv[1];
if (invokedPath !== undefined && import.meta.url === pathToFileURL(invokedPath).href) {
  const outArg = process.argv[2] ?? 'dist/images';
  const outDir = resolve(process.cwd(), outArg);
  drawAll(outDir).then(
    (files) => {
      console.log(`drew ${files.length} images in ${outArg}`);
    },
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
