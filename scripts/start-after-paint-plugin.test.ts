import { describe, expect, it } from 'vitest';
import { initialScripts } from '../bench/frontend/bundle';
import { startAfterPaint } from './start-after-paint-plugin';

/** The head Vite writes into the built index.html (its tags as the build prints them). */
const BUILT = `<head>
    <title>ServiceHub</title>
    <script type="module" crossorigin src="/assets/index-a1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/rolldown-runtime-b2.js">
    <link rel="stylesheet" crossorigin href="/assets/index-c3.css">
  </head>`;

describe('the built index.html (decision 0101)', () => {
  it('names no module script or modulepreload: the boot script names the entry and its modules', () => {
    const html = startAfterPaint(BUILT, '/assets/start-app-d4.js');
    expect(html).not.toContain('type="module"');
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-c3.css">');
    expect(html).toContain(
      '<script defer src="/assets/start-app-d4.js" data-app-entry="/assets/index-a1.js" data-app-preloads="/assets/rolldown-runtime-b2.js"></script>\n  </head>',
    );
  });

  it('refuses an index.html without exactly one entry script', () => {
    expect(() => startAfterPaint('<head></head>', '/assets/start-app.js')).toThrow(/0 entry/);
  });

  it('counts the boot script, the entry and its modules in the initial JavaScript', () => {
    const html = startAfterPaint(BUILT, '/assets/start-app-d4.js');
    expect(initialScripts(html)).toEqual({
      entries: ['/assets/start-app-d4.js', '/assets/index-a1.js'],
      preloads: ['/assets/rolldown-runtime-b2.js'],
    });
  });
});
