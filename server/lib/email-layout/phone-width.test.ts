import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { type Browser, chromium, type Page } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '#locales/languages';
import { drawLogo } from '../../../scripts/art/logo';
import { everyEmail, SAMPLE_SITE } from '../../test/email-samples';

/**
 * Every email at a phone's width (375 px) in Chromium, in both languages: nothing wider than
 * the screen (no sideways scrolling), no text cut off or outside it, the logo shown, and each
 * typed value inside an element that isolates its direction. EMAIL_SCREENSHOTS=<folder> keeps
 * a screenshot of each.
 */
const PHONE = { width: 375, height: 740 };
const shots = process.env.EMAIL_SCREENSHOTS;

const require = createRequire(import.meta.url);
/** Noto Naskh Arabic, as Android ships it, for the Urdu fonts the emails name first. */
const PHONE_FONTS = [400, 700]
  .map(
    (w) =>
      `@font-face { font-family: 'Noto Naskh Arabic'; font-weight: ${w}; src: url('${SAMPLE_SITE}/test-fonts/naskh-${w}.woff2') format('woff2'); }`,
  )
  .join('\n');

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  // A phone: the page is laid out at the width its viewport meta asks for (980 px without).
  page = await browser.newPage({
    viewport: PHONE,
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
  });
  // The site's logo, as the email asks for it by absolute URL, and the Urdu font phones have
  // (this machine has none with all of Urdu's letters); nothing else is fetched.
  const logo = drawLogo();
  await page.route('**/*', (route) => {
    const url = route.request().url();
    if (url === `${SAMPLE_SITE}/images/logo.png`) {
      return route.fulfill({ contentType: 'image/svg+xml', body: logo });
    }
    const weight = /\/test-fonts\/naskh-(400|700)\.woff2$/.exec(url)?.[1];
    if (weight) {
      return route.fulfill({
        contentType: 'font/woff2',
        body: readFileSync(
          require.resolve(
            `@fontsource/noto-naskh-arabic/files/noto-naskh-arabic-arabic-${weight}-normal.woff2`,
          ),
        ),
      });
    }
    return route.abort();
  });
  if (shots) mkdirSync(shots, { recursive: true });
});

afterAll(async () => {
  await browser?.close();
});

type Layout = {
  documentWidth: number;
  outside: string[];
  clipped: string[];
  logoWidth: number;
  notIsolated: string[];
};

/** Measures the open page: its width, text outside the screen or clipped, the logo, isolation. */
function measure(typed: string[]): Promise<Layout> {
  return page.evaluate((typedValues) => {
    const width = window.innerWidth;
    const outside: string[] = [];
    const clipped: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      if (!text) continue;
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) {
        if (rect.width === 0) continue;
        if (rect.left < -0.5 || rect.right > width + 0.5) outside.push(text.slice(0, 60));
      }
      // Text inside a box that hides what overflows it and overflows it: cut.
      for (let el = node.parentElement; el; el = el.parentElement) {
        const style = getComputedStyle(el);
        if (style.display === 'none') break;
        const hides = style.overflowX !== 'visible' || style.textOverflow === 'ellipsis';
        if (hides && el.scrollWidth > el.clientWidth + 1 && el.clientWidth > 0) {
          clipped.push(text.slice(0, 60));
          break;
        }
      }
    }
    const logo = document.querySelector<HTMLImageElement>('img');
    const notIsolated = typedValues.filter((value) => {
      const holders = [...document.querySelectorAll('bdi, [dir="auto"]')];
      return !holders.some((h) => h.textContent?.includes(value));
    });
    return {
      documentWidth: document.documentElement.scrollWidth,
      outside: [...new Set(outside)],
      clipped: [...new Set(clipped)],
      logoWidth: logo?.complete ? logo.naturalWidth : 0,
      notIsolated,
    };
  }, typed);
}

describe.each(LANGUAGES)('every email at 375 px in %s', (language) => {
  it.each(everyEmail(language).map((s) => [s.name, s] as const))(
    '%s: fits the screen, nothing cut, logo shown, typed text isolated',
    async (name, sample) => {
      await page.setContent(sample.mail.html, { waitUntil: 'load' });
      await page.addStyleTag({ content: PHONE_FONTS });
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      const layout = await measure(sample.typed);
      if (shots) {
        await page.screenshot({
          path: path.join(shots, `${language}-${name}.png`),
          fullPage: true,
        });
      }
      expect(layout.documentWidth).toBeLessThanOrEqual(PHONE.width);
      expect(layout.outside).toEqual([]);
      expect(layout.clipped).toEqual([]);
      expect(layout.logoWidth).toBeGreaterThan(0);
      expect(layout.notIsolated).toEqual([]);
    },
  );
});
