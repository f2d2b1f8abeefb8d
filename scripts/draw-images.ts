// Draws the product's static images (logo, home banners, about-page features
// and category icons) as SVG and renders them to PNG with resvg; the home banners also as
// AVIF and WebP at a phone's and a desktop's width (decision 0096), with sharp.
//
// Usage: tsx scripts/draw-images.ts [outDir]   (default: dist/images)

import { mkdir, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Resvg } from '@resvg/resvg-js';
import sharp from 'sharp';
import {
  BANNER_COUNT,
  BANNER_FORMATS,
  BANNER_SIZE,
  BANNER_WIDTHS,
  bannerFile,
} from '../contracts/banner-images';
import { drawAbout } from './art/about';
import { drawBanner } from './art/banners';
import { drawIcon } from './art/icons';
import { drawLogo } from './art/logo';
import { type CategoryKey, categories, slugify } from './art/palette';

/** The logo at twice the size the headers draw it. */
const SMALL_LOGO = 'logo-96.png';

interface ImageJob {
  file: string;
  width: number;
  height: number;
  draw: () => string;
}

function jobs(): ImageJob[] {
  const list: ImageJob[] = [{ file: 'logo.png', width: 256, height: 256, draw: drawLogo }];
  for (const n of [1, 2, 3] as const) {
    list.push({ file: `home-${n}.png`, ...BANNER_SIZE, draw: () => drawBanner(n) });
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
  for (let n = 1; n <= BANNER_COUNT; n++) {
    written.push(...(await encodeBanner(outDir, n)));
  }
  // The header's logo is drawn at 36-40 px: the 256 px one was 32 KB on every first visit.
  await sharp(resolve(outDir, 'logo.png'))
    .resize({ width: 96 })
    .png({ palette: true })
    .toFile(resolve(outDir, SMALL_LOGO));
  written.push(SMALL_LOGO);
  return written;
}

/** Quality settings that keep the drawn banners' flat colours and edges clean at a fraction of the PNG. */
const ENCODE = {
  avif: (image: sharp.Sharp) => image.avif({ quality: 55, effort: 4 }),
  webp: (image: sharp.Sharp) => image.webp({ quality: 80, effort: 4 }),
} as const;

async function encodeBanner(outDir: string, n: number): Promise<string[]> {
  const png = resolve(outDir, `home-${n}.png`);
  const files: string[] = [];
  for (const width of BANNER_WIDTHS) {
    for (const format of BANNER_FORMATS) {
      const file = bannerFile(n, width, format);
      await ENCODE[format](sharp(png).resize({ width })).toFile(resolve(outDir, file));
      files.push(file);
    }
  }
  return files;
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
