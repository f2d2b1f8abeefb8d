import { expect, type Page, type TestInfo } from '@playwright/test';
import axe from 'axe-core';
import { t } from './i18n';
import { clippedText } from './layout-check';

/**
 * Every page a test visits gets a check that no catalog key showed instead of its words, an
 * accessibility scan of the page and each of its frames (no serious or critical violations of
 * WCAG 2 A/AA), a check that no text is cut off and the page does not scroll
 * sideways (in either language), and a full-page screenshot kept as a test artifact.
 */
export async function checkPage(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  // The app lists there every key it showed raw, its area not loaded (client/src/lib/i18n.ts).
  const rawKeys = await page.locator('html').getAttribute('data-missing-texts');
  expect(rawKeys, `catalog keys shown instead of their words on ${name}`).toBeNull();
  const results = await scanForAccessibility(page);
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(serious, `accessibility violations on ${name}`).toEqual([]);
  const unscanned = results.incomplete
    .filter((r) => r.id === 'frame-tested')
    .flatMap((r) => r.nodes.map((n) => n.target.join(' ')));
  expect(unscanned, `frames the accessibility scan left out on ${name}`).toEqual([]);
  expect(await clippedText(page), `text cut off on ${name}`).toEqual([]);

  const file = testInfo.outputPath(`${name}-${testInfo.project.name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  await testInfo.attach(`${name}-${testInfo.project.name}`, {
    path: file,
    contentType: 'image/png',
  });
}

/** axe's source, evaluated where a frame has no axe yet (a second copy would answer twice). */
const AXE_ONCE = `if (!window.axe) {\n${axe.source}\n}`;

/**
 * How long axe waits for a frame's axe to answer before it leaves the frame out (its default is
 * half a second, which a loaded machine can miss).
 */
const FRAME_ANSWER_MS = 5_000;

/** How long a frame is given to take axe (`@axe-core/playwright` gave one second). */
const FRAME_INJECT_MS = 15_000;

/**
 * Runs axe in the page, which reaches the page's frames itself (decision 0114). axe goes into
 * every frame first, and nothing else is configured: `@axe-core/playwright` gave a frame one
 * second, and a frame that took longer was left unconfigured, so its answers did not match the
 * page's axe and were dropped without a word.
 */
async function scanForAccessibility(page: Page): Promise<axe.AxeResults> {
  await page.evaluate(AXE_ONCE);
  for (const frame of page.frames().filter((f) => f !== page.mainFrame())) {
    // A frame that cannot take axe in time, or whose axe cannot answer, is named by
    // `frame-tested`; a frame that never got a document would leave `evaluate` waiting.
    let timer: NodeJS.Timeout | undefined;
    const gaveUp = new Promise<void>((done) => {
      timer = setTimeout(done, FRAME_INJECT_MS);
    });
    await Promise.race([frame.evaluate(AXE_ONCE).catch(() => undefined), gaveUp]);
    clearTimeout(timer);
  }
  return page.evaluate(
    ({ tags, frameAnswerMs }) =>
      (window as unknown as { axe: typeof axe }).axe.run(document, {
        runOnly: { type: 'tag', values: tags },
        // Not a WCAG rule: it names each frame whose axe did not answer (checked by the caller).
        rules: { 'frame-tested': { enabled: true } },
        pingWaitTime: frameAnswerMs,
      }),
    { tags: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'], frameAnswerMs: FRAME_ANSWER_MS },
  );
}

/**
 * Closes the toasts on screen with their close buttons, as a user does who wants what is
 * under them (a toast stays while the pointer rests on it).
 */
export async function closeToasts(page: Page): Promise<void> {
  const close = page.getByRole('button', { name: t('common.closeNotification') });
  for (let tries = 0; tries < 10 && (await close.count()) > 0; tries++) {
    // A toast may close by itself between the count and the click: the click then finds none.
    await close
      .first()
      .click({ timeout: 2_000 })
      .catch(() => undefined);
  }
  await expect(close).toHaveCount(0);
}
