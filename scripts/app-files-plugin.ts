// The installable app's files (decision 0052), written by the web app's build beside
// index.html: a web app manifest per language, the offline page and its script, and the icons
// drawn from the logo. Written while Vite bundles (not by scripts/draw-images.ts after it), so
// the service worker's precache list, made when the bundle is closed, finds them.

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import type { Plugin } from 'vite';
import { OFFLINE_SCRIPT, offlinePage } from '../client/src/app/install/offline-page';
import { webManifest } from '../client/src/app/install/web-manifest';
import { brandColors, PRIMARY_SHADE } from '../client/src/app/theme-colors';
import {
  APP_ICONS,
  manifestPath,
  OFFLINE_PAGE_PATH,
  OFFLINE_SCRIPT_PATH,
} from '../contracts/app-files';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../locales/languages';
import { appIcons } from './art/app-icons';

type AppFile = { fileName: string; source: string | Uint8Array };

function renderIcon(svg: string, size: number): Uint8Array {
  const rendered = new Resvg(svg, { fitTo: { mode: 'width', value: size } }).render();
  if (rendered.width !== size || rendered.height !== size) {
    throw new Error(`icon drawn ${rendered.width}x${rendered.height}, wanted ${size}x${size}`);
  }
  return rendered.asPng();
}

/** Every file of the app's own, by its name under dist/. */
export function appFiles(): AppFile[] {
  const root = (path: string) => path.replace(/^\//, '');
  return [
    ...LANGUAGES.map((language) => ({
      fileName: root(manifestPath(language)),
      source: `${JSON.stringify(webManifest(language), null, 2)}\n`,
    })),
    { fileName: root(OFFLINE_PAGE_PATH), source: offlinePage() },
    { fileName: root(OFFLINE_SCRIPT_PATH), source: OFFLINE_SCRIPT },
    ...appIcons.map((icon) => ({
      fileName: icon.file,
      source: renderIcon(icon.draw(), icon.size),
    })),
  ];
}

const TYPES: Record<string, string> = {
  webmanifest: 'application/manifest+json',
  html: 'text/html; charset=utf-8',
  js: 'text/javascript',
  png: 'image/png',
};

export function appFilesPlugin(): Plugin {
  let files: Map<string, AppFile> | undefined;
  const filesByPath = () => {
    files ??= new Map(appFiles().map((file) => [`/${file.fileName}`, file]));
    return files;
  };
  return {
    name: 'app-files',
    generateBundle() {
      for (const { fileName, source } of appFiles())
        this.emitFile({ type: 'asset', fileName, source });
    },
    // The manifest of the default language: the app turns it to the reader's (client/src/lib/i18n.ts).
    transformIndexHtml: () => [
      {
        tag: 'link',
        attrs: { rel: 'manifest', href: manifestPath(DEFAULT_LANGUAGE) },
        injectTo: 'head',
      },
      {
        tag: 'meta',
        attrs: { name: 'theme-color', content: brandColors[PRIMARY_SHADE] },
        injectTo: 'head',
      },
      {
        tag: 'link',
        attrs: { rel: 'apple-touch-icon', href: APP_ICONS.appleTouch },
        injectTo: 'head',
      },
    ],
    // `vite` (npm run dev) serves them from memory.
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const file = filesByPath().get((req.url ?? '').split('?')[0] ?? '');
        if (!file) return next();
        res.setHeader('content-type', TYPES[file.fileName.split('.').pop() ?? ''] ?? 'text/plain');
        res.end(file.source);
      });
    },
  };
}

type PrecacheEntry = { url: string; revision: string | null; size: number };

/**
 * The service worker's precache list cut down to the app shell (decision 0052): of the build's
 * scripts and styles, those the built index.html loads (its module scripts, modulepreloads and
 * stylesheet); every other file the glob found (fonts, offline page, icons) stays. A route's
 * chunk is left to the HTTP cache, which keeps hashed assets for a year: precaching all of them
 * would cost a phone half a megabyte on its first visit for no page it can show offline.
 */
export function appShellOnly(distDir: string) {
  return (entries: PrecacheEntry[]) => {
    const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
    // The boot script names the entry and its modules in data attributes (decision 0101).
    const named = new Set(
      [...html.matchAll(/\s(?:src|href|data-app-entry|data-app-preloads)="([^"]+)"/g)].flatMap(
        (m) => (m[1] ?? '').split(' ').map((url) => url.replace(/^\//, '')),
      ),
    );
    const manifest = entries.filter(
      (entry) => !/^assets\/.*\.(js|css)$/.test(entry.url) || named.has(entry.url),
    );
    return { manifest, warnings: [] };
  };
}
