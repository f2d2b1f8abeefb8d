import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { importAliases } from './import-aliases.config.ts';
import { appFilesPlugin, appShellOnly } from './scripts/app-files-plugin.ts';
import { startAfterPaintPlugin } from './scripts/start-after-paint-plugin.ts';

const api = 'http://localhost:3000';

/**
 * Pages whose code is fetched as it is imported, not listed ahead. Every page's list of files to
 * fetch ahead is in the first page's code, and the admin dashboard's alone was some 40 files.
 * - Pages rarely a visit's first: the admin's, the settings, a provider's back office.
 * - The public pages the server renders (directory, provider page, landing pages): the app
 *   takes them over after they painted, and fetching ahead meant one `<link rel=modulepreload>`
 *   appended per file, 50–80 of them in one task, 200–250 ms at a phone's speed (decision 0112).
 */
const FETCHED_AS_IMPORTED =
  /\/(admin-[\w-]+|account-settings|preferences|provider-billing|provider-history|request-category|public-provider|find-providers|service-city|services|service)-page-/;

export default defineConfig(({ isSsrBuild }) => ({
  root: 'client',
  // The server entry (decision 0092) is the app's code alone: no app files, no service worker.
  plugins: isSsrBuild ? [react()] : webAppPlugins(),
  resolve: { alias: importAliases() },
  build: {
    outDir: '../dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: which file each source became, so the server can name the
    // first screen's chunks of the reader's language (the Urdu catalogs) ahead (decision 0096).
    manifest: !isSsrBuild,
    chunkSizeWarningLimit: 700,
    // Browsers without modulepreload only lose the head start; the polyfill would cost every
    // visitor its bytes in the first load.
    modulePreload: {
      polyfill: false,
      // Some pages fetch their code as they import it, not listed ahead (see FETCHED_AS_IMPORTED).
      resolveDependencies: (file: string, deps: string[]) =>
        FETCHED_AS_IMPORTED.test(`/${file}`) ? deps.filter((dep) => dep.endsWith('.css')) : deps,
    },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // What the first page loads is one file, not fifty: each file is compressed on its
          // own, so small ones cost more than their share.
          groups: [{ name: 'first-load', tags: ['$initial'] }],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': api,
      '/images': api,
      '/socket.io': { target: api, ws: true },
    },
  },
}));

function webAppPlugins() {
  return [
    react(),
    appFilesPlugin(),
    // The app starts once a server-rendered page has painted (decision 0101).
    startAfterPaintPlugin(),
    // The service worker (decision 0052): client/src/sw.ts with the precache list put in. The
    // app registers it itself, late (client/src/app/install/service-worker.ts).
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifest: false,
      injectManifest: {
        // The first load's code and styles (appShellOnly keeps those index.html names), the
        // offline page and the notifications' icons. Not index.html: pages come from the
        // network. Not the large icons: the browser fetches those once, when installing. Not the
        // fonts: only Urdu pages use the one font the app ships, and the worker caches it when
        // a page fetches it (client/src/service-worker/font-cache.ts, decision 0096).
        globPatterns: ['assets/*.{js,css}', 'offline.{html,js}', 'icons/{icon-192,badge-96}.png'],
        manifestTransforms: [appShellOnly(fileURLToPath(new URL('./dist', import.meta.url)))],
        rollupFormat: 'iife',
      },
    }),
  ];
}
