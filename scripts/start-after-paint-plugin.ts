import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

const BOOT_SOURCE = new URL('../client/boot/start-app.js', import.meta.url);
const BOOT_NAME = 'start-app.js';

/**
 * The built index.html's entry script and its modulepreloads handed to client/boot/start-app.js
 * (decision 0101): `<script defer src=boot data-app-entry=... data-app-preloads="...">`. The
 * boot script fetches and runs them once a server-rendered page has painted, so neither the
 * first paint nor the largest one shares the network or the main thread with the app's code.
 */
export function startAfterPaint(html: string, bootPath: string): string {
  const entries: string[] = [];
  const preloads: string[] = [];
  const out = html
    .replace(/\s*<script type="module" crossorigin src="([^"]+)"><\/script>/g, (_, src: string) => {
      entries.push(src);
      return '';
    })
    .replace(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g, (_, href: string) => {
      preloads.push(href);
      return '';
    });
  if (entries.length !== 1)
    throw new Error(`index.html has ${entries.length} entry scripts, not 1`);
  const boot = `<script defer src="${bootPath}" data-app-entry="${entries[0]}" data-app-preloads="${preloads.join(' ')}"></script>`;
  return out.replace(/\s*<\/head>/, `\n    ${boot}\n  </head>`);
}

export function startAfterPaintPlugin(): Plugin {
  return {
    name: 'start-after-paint',
    apply: 'build',
    buildStart() {
      // Its comments stay in the source: every visitor downloads this file.
      const source = readFileSync(BOOT_SOURCE, 'utf8').replace(/^\s*\/\/.*\n/gm, '');
      this.emitFile({ type: 'asset', name: BOOT_NAME, source });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const boot = Object.values(ctx.bundle ?? {}).find(
          (file) => file.type === 'asset' && file.names.includes(BOOT_NAME),
        );
        if (!boot) throw new Error(`${BOOT_NAME} was not emitted`);
        return startAfterPaint(html, `/${boot.fileName}`);
      },
    },
  };
}
