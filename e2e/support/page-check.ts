import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type TestInfo } from '@playwright/test';
import { t } from './i18n';
import { clippedText } from './layout-check';

/**
 * Every page a test visits gets a check that no catalog key showed instead of its words, an accessibility scan (no serious or critical
 * violations of WCAG 2 A/AA), a check that no text is cut off and the page does not scroll
 * sideways (in either language), and a full-page screenshot kept as a test artifact.
 */
export async function checkPage(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  // The app lists there every key it showed raw, its area not loaded (client/src/lib/i18n.ts).
  const rawKeys = await page.locator('html').getAttribute('data-missing-texts');
  expect(rawKeys, `catalog keys shown instead of their words on ${name}`).toBeNull();
  // Legacy mode runs axe in the page itself; the default gathers every frame's results in a
  // new blank page, which took two to three times as long a scan (decision 0114).
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(serious, `accessibility violations on ${name}`).toEqual([]);
  expect(await clippedText(page), `text cut off on ${name}`).toEqual([]);

  const file = testInfo.outputPath(`${name}-${testInfo.project.name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  await testInfo.attach(`${name}-${testInfo.project.name}`, {
    path: file,
    contentType: 'image/png',
  });
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
