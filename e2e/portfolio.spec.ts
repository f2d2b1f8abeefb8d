import sharp from 'sharp';
import { e2eLanguage, t, tPart } from './support/i18n';
import { clientSession, providerSession } from './support/marketplace';
import { checkPage, closeToasts } from './support/page-check';
import { expect, test } from './support/test';

/** A camera's JPEG, with its GPS position in EXIF. */
const photo = (background: string) =>
  sharp({ create: { width: 1200, height: 900, channels: 3, background } })
    .jpeg()
    .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '31/1 33/1 0/1' } })
    .toBuffer();

const CAPTIONS =
  e2eLanguage === 'ur'
    ? ['باورچی خانے کی نئی ٹائلیں', 'غسل خانے کا نل']
    : ['New kitchen tiles', 'Bathroom tap'];

test('a provider adds photos of past work with captions, orders and removes them; a client sees them on its profile', async ({
  browser,
  request,
}, testInfo) => {
  test.slow();
  const sp = await providerSession(browser, request, 'Kamran');
  const pp = sp.page;
  await pp.goto('/SpProfile');
  const section = pp.getByRole('region', { name: t('providers.portfolio.heading') });
  await expect(section.getByText(t('providers.portfolio.emptyTitle'))).toBeVisible();
  await checkPage(pp, testInfo, 'portfolio-empty');

  for (const [i, caption] of CAPTIONS.entries()) {
    await section.locator('input[type=file]').setInputFiles({
      name: `job-${i}.jpg`,
      mimeType: 'image/jpeg',
      buffer: await photo(i === 0 ? '#b86' : '#68b'),
    });
    await section.getByLabel(t('providers.portfolio.captionLabel')).fill(caption);
    await section.getByRole('button', { name: t('providers.portfolio.add') }).click();
    await expect(section.getByText(caption)).toBeVisible();
  }
  await expect(
    section.getByText(t('providers.portfolio.count', { count: 2, max: 12 })),
  ).toBeVisible();
  await closeToasts(pp);
  await checkPage(pp, testInfo, 'portfolio-two');

  // With the keyboard: the second photo moves first.
  const earlier = section.getByRole('button', {
    name: t('providers.portfolio.moveEarlierLabel', { position: 2 }),
  });
  await earlier.focus();
  await pp.keyboard.press('Enter');
  const cards = section.getByRole('listitem');
  await expect(cards.first()).toContainText(CAPTIONS[1] ?? '');
  // Focus stays with the moved photo, on the button it can still use.
  await expect(
    section.getByRole('button', {
      name: t('providers.portfolio.moveLaterLabel', { position: 1 }),
    }),
  ).toBeFocused();
  await pp.keyboard.press('Enter');
  await expect(cards.first()).toContainText(CAPTIONS[0] ?? '');
  await expect(
    section.getByRole('button', {
      name: t('providers.portfolio.moveEarlierLabel', { position: 2 }),
    }),
  ).toBeFocused();
  await pp.keyboard.press('Enter');
  await expect(cards.first()).toContainText(CAPTIONS[1] ?? '');

  // A file that is not an image is refused by its bytes.
  await section.locator('input[type=file]').setInputFiles({
    name: 'fake.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from('MZ not a photo at all'),
  });
  await section.getByRole('button', { name: t('providers.portfolio.add') }).click();
  await expect(section.getByRole('alert')).toBeVisible();
  await checkPage(pp, testInfo, 'portfolio-refused');

  // Remove the (now second) kitchen photo, after a confirmation.
  await section
    .getByRole('button', { name: t('providers.portfolio.removeLabel', { position: 2 }) })
    .click();
  const dialog = pp.getByRole('dialog', { name: t('providers.portfolio.removeTitle') });
  await dialog.getByRole('button', { name: t('providers.portfolio.removeConfirm') }).click();
  await expect(dialog).toBeHidden();
  await expect(section.getByText(CAPTIONS[0] ?? '')).toHaveCount(0);
  await section.locator('input[type=file]').setInputFiles({
    name: 'job-2.jpg',
    mimeType: 'image/jpeg',
    buffer: await photo('#b86'),
  });
  await section.getByLabel(t('providers.portfolio.captionLabel')).fill(CAPTIONS[0] ?? '');
  await section.getByRole('button', { name: t('providers.portfolio.add') }).click();
  await expect(section.getByText(CAPTIONS[0] ?? '')).toBeVisible();

  // ---- a client sees them on the provider's profile, and opens one larger ----
  const client = await clientSession(browser, request, 'Portfolio client');
  const cp = client.page;
  await cp.goto(`/ViewProfile/${sp.id}`);
  const gallery = cp.getByRole('region', { name: t('providers.portfolio.galleryHeading') });
  await expect(gallery.getByRole('img')).toHaveCount(2);
  await expect(gallery.getByText(CAPTIONS[1] ?? '')).toHaveAttribute('dir', 'auto');
  await checkPage(cp, testInfo, 'view-profile-portfolio');
  await gallery
    .getByRole('button', { name: tPart('providers.portfolio.open', { position: 1 }) })
    .click();
  const large = cp.getByRole('dialog').getByRole('img', { name: CAPTIONS[1] });
  await expect(large).toBeVisible();
  await checkPage(cp, testInfo, 'view-profile-portfolio-open');

  // What was served carries no GPS: no EXIF at all.
  const src = await large.getAttribute('src');
  const served = await request.get(String(src));
  expect((await sharp(await served.body()).metadata()).exif).toBeUndefined();
});
