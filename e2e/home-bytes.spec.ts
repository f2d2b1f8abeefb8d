import type { Page } from '@playwright/test';
import { LANGUAGE_NAMES } from '../locales/languages';
import { e2eLanguage, t } from './support/i18n';
import { expect, test } from './support/test';

/** The slide on show (the banner's slides are named by their role, in the run's language). */
const SHOWN_SLIDE = `[aria-roledescription="${t('publicSite.banner.slideRole')}"][aria-hidden="false"]`;
const NASKH = /noto-naskh-arabic/;

/** The fonts Chromium drew an element's text with (DevTools' own answer, not the CSS asked for). */
async function fontsDrawing(page: Page, selector: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument');
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    return fonts.map((font) => font.familyName);
  } finally {
    await cdp.detach();
  }
}

// Decision 0096: what the home page fetches for its fonts and its banner.
test('the home page fetches the banner at its screen width, no later banner, and the Urdu font only in Urdu', async ({
  page,
}) => {
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  await page.goto('/');
  const banner = page.locator(`${SHOWN_SLIDE} img`);
  await expect(banner).toHaveAttribute('width', '1600');
  await expect(banner).toHaveAttribute('height', '640');
  await expect(banner).toHaveAttribute('fetchpriority', 'high');
  await expect
    .poll(() => banner.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  // Chromium reads AVIF: it takes the phone's or the desktop's AVIF copy, never the PNG.
  const shown = await banner.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname);
  expect(shown).toMatch(/^\/images\/home-1-(800|1600)\.avif$/);
  await page.waitForLoadState('networkidle');
  // The journeys ask for reduced motion: the banner stands still, so the others are never drawn.
  expect(fetched.filter((path) => /\/images\/home-[23]/.test(path))).toEqual([]);
  expect(fetched.filter((path) => path.startsWith('/images/home-1.png'))).toEqual([]);

  const naskh = fetched.filter((path) => NASKH.test(path));
  if (e2eLanguage === 'ur') {
    expect(naskh.length).toBeGreaterThan(0);
    // The banner's heading is drawn in Noto Naskh Arabic, not in a system font.
    await expect.poll(() => fontsDrawing(page, `${SHOWN_SLIDE} h1`)).toContain('Noto Naskh Arabic');
  } else {
    expect(naskh).toEqual([]);
    // The switch's Urdu label is drawn, in a system font.
    const label = page.getByRole('button', {
      name: t('common.language.switchTo', { name: LANGUAGE_NAMES.ur }),
    });
    await expect(label.first()).toHaveText(LANGUAGE_NAMES.ur);
    const drawing = await fontsDrawing(page, '[lang="ur"]');
    expect(drawing.length).toBeGreaterThan(0);
    expect(drawing).not.toContain('Noto Naskh Arabic');
  }
});
