import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import { describe, expect, it } from 'vitest';
import { APP_ICONS, manifestPath, OFFLINE_PAGE_PATH } from '../contracts/app-files';
import { textOf } from '../server/lib/i18n';
import { appFiles, appShellOnly } from './app-files-plugin';
import { appIcons } from './art/app-icons';

const files = new Map(appFiles().map((file) => [`/${file.fileName}`, file.source]));

type Pixels = { size: number; rgba: Buffer };
function drawn(file: string): Pixels {
  const icon = appIcons.find((candidate) => `/${candidate.file}` === file);
  if (!icon) throw new Error(`no icon ${file}`);
  const image = new Resvg(icon.draw(), { fitTo: { mode: 'width', value: icon.size } }).render();
  return { size: image.width, rgba: Buffer.from(image.pixels) };
}

/** Each pixel's distance from the centre (as a share of the side) and its colour. */
function* pixels({ size, rgba }: Pixels) {
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const i = (y * size + x) * 4;
      yield {
        away: Math.hypot(x + 0.5 - size / 2, y + 0.5 - size / 2) / size,
        r: rgba.readUInt8(i),
        g: rgba.readUInt8(i + 1),
        b: rgba.readUInt8(i + 2),
        a: rgba.readUInt8(i + 3),
      };
    }
  }
}

/** The tile's teal: more blue than red, not near white (the house) nor orange (the wrench). */
const isTile = (p: { r: number; g: number; b: number }) => p.b > p.r + 40 && p.r < 120;

describe("the app's own files", () => {
  it('holds a manifest per language, as JSON', () => {
    expect(JSON.parse(String(files.get(manifestPath('ur')))).dir).toBe('rtl');
    expect(JSON.parse(String(files.get(manifestPath('en')))).lang).toBe('en');
  });

  it('holds an offline page in English and Urdu, each with its retry button', () => {
    const page = String(files.get(OFFLINE_PAGE_PATH));
    for (const language of ['en', 'ur'] as const) {
      expect(page).toContain(`<section lang="${language}"`);
      expect(page).toContain(`>${textOf(language, 'app.offline.title')}</h1>`);
      expect(page).toContain(
        `<button type="button" data-retry>${textOf(language, 'app.offline.retry')}</button>`,
      );
    }
    expect(page).toContain('dir="rtl"');
    // The CSP allows no inline script: the retry is wired by a file of the site.
    expect(page).not.toMatch(/<script>|onclick=/);
  });

  it('draws each icon at the size its name says, as PNG', () => {
    for (const icon of appIcons) {
      const png = files.get(`/${icon.file}`) as Uint8Array;
      expect(Buffer.from(png).subarray(1, 4).toString(), icon.file).toBe('PNG');
      // The IHDR chunk's width and height, big-endian, at bytes 16 and 20.
      const view = new DataView(png.buffer, png.byteOffset);
      expect([view.getUint32(16), view.getUint32(20)], icon.file).toEqual([icon.size, icon.size]);
    }
  });

  it('keeps the maskable icon full-bleed and its mark inside the safe zone (40% around the centre)', () => {
    const all = [...pixels(drawn(APP_ICONS.maskable512))];
    expect(all.filter((p) => p.a < 255)).toHaveLength(0);
    const outside = all.filter((p) => p.away > 0.4);
    expect(outside.filter((p) => !isTile(p))).toHaveLength(0);
    // The mark is there (white house, orange wrench), not shrunk away.
    expect(all.filter((p) => p.away <= 0.4 && !isTile(p)).length).toBeGreaterThan(
      0.15 * all.length,
    );
  });

  it("gives iOS an opaque icon (it fills transparency with black), the 'any' icons the logo's rounded corners", () => {
    expect([...pixels(drawn(APP_ICONS.appleTouch))].every((p) => p.a === 255)).toBe(true);
    const corner = pixels(drawn(APP_ICONS.any512)).next().value;
    expect(corner?.a).toBe(0);
  });

  it('draws the notification badge in white on transparency', () => {
    const badge = [...pixels(drawn(APP_ICONS.badge))];
    const solid = badge.filter((p) => p.a === 255);
    expect(solid.length).toBeGreaterThan(0.2 * badge.length);
    expect(solid.every((p) => p.r === 255 && p.g === 255 && p.b === 255)).toBe(true);
    // The edges' partly clear pixels have no colour either.
    expect(badge.every((p) => p.r === p.g && p.g === p.b)).toBe(true);
    expect(badge.some((p) => p.a === 0)).toBe(true);
  });
});

describe("the service worker's precache list", () => {
  it("keeps the scripts and styles index.html loads (the boot script names the entry and its modules), the fonts, offline page and icons; no route's chunk", () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'app-shell-'));
    try {
      writeFileSync(
        path.join(dist, 'index.html'),
        '<script defer src="/assets/start-app-a0.js" data-app-entry="/assets/first-load-a1.js" data-app-preloads="/assets/shared-b2.js /assets/shared-b3.js"></script><link rel="stylesheet" href="/assets/first-load-c3.css">',
      );
      const found = [
        'assets/start-app-a0.js',
        'assets/first-load-a1.js',
        'assets/shared-b2.js',
        'assets/shared-b3.js',
        'assets/first-load-c3.css',
        'assets/admin-dashboard-page-d4.js',
        'assets/chat-screen-e5.css',
        'assets/noto-naskh-arabic-400-f6.woff2',
        'offline.html',
        'offline.js',
        'icons/icon-192.png',
      ].map((url) => ({ url, revision: null, size: 1 }));
      const kept = appShellOnly(dist)(found).manifest.map((entry) => entry.url);
      expect(kept).toEqual([
        'assets/start-app-a0.js',
        'assets/first-load-a1.js',
        'assets/shared-b2.js',
        'assets/shared-b3.js',
        'assets/first-load-c3.css',
        'assets/noto-naskh-arabic-400-f6.woff2',
        'offline.html',
        'offline.js',
        'icons/icon-192.png',
      ]);
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
