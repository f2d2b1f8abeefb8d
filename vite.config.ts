import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { importAliases } from './import-aliases.config.ts';

const api = 'http://localhost:3000';

export default defineConfig({
  root: 'client',
  plugins: [react()],
  resolve: { alias: importAliases() },
  build: {
    outDir: '../dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 700,
    // Browsers without modulepreload only lose the head start; the polyfill would cost every
    // visitor its bytes in the first load.
    modulePreload: { polyfill: false },
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
});
