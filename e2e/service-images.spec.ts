import { createClient, signInAs } from './support/accounts';
import { checkPage } from './support/page-check';
import { expect, test } from './support/test';

test("a category's service cards show each service's image, lazily, and the icon when it does not load", async ({
  page,
  request,
}, testInfo) => {
  // The seeded services have no image: give the first a real one and the second a broken one.
  let names: string[] = [];
  await page.route('**/api/services/1', async (route) => {
    const answer = await route.fetch();
    const services = (await answer.json()) as { name: string; image: string | null }[];
    const [first, second, third] = services;
    if (!first || !second || !third) throw new Error('Plumbing has three services in the seed');
    first.image = '/images/logo.png';
    second.image = '/images/no-such-service-image.png';
    names = services.map((s) => s.name);
    await route.fulfill({ response: answer, json: services });
  });
  await signInAs(page, await createClient(request));
  await page.goto('/Categories/1');
  await expect.poll(() => names.length).toBeGreaterThan(0);
  const card = (name: string) =>
    page.getByRole('link').filter({ has: page.getByRole('heading', { name, exact: true }) });

  const pictured = card(names[0] ?? '');
  await pictured.scrollIntoViewIfNeeded();
  await expect(pictured.locator('img')).toHaveCount(1);
  await expect(pictured.locator('img')).toHaveAttribute('loading', 'lazy');
  await expect(pictured.locator('img')).toHaveAttribute('width', /\d+/);
  await expect(pictured.locator('img')).toHaveAttribute('height', /\d+/);
  await expect
    .poll(() => pictured.locator('img').evaluate((img) => (img as HTMLImageElement).naturalWidth))
    .toBeGreaterThan(0);
  // The image stands for the service: the check icon is not drawn beside it.
  await expect(pictured.locator('svg')).toHaveCount(0);

  // A broken image leaves no empty frame: the card falls back to the icon.
  const broken = card(names[1] ?? '');
  await broken.scrollIntoViewIfNeeded();
  await expect(broken.locator('img')).toHaveCount(0);
  await expect(broken.locator('svg')).toHaveCount(1);
  // No image at all: the icon.
  const plain = card(names[2] ?? '');
  await expect(plain.locator('img')).toHaveCount(0);
  await expect(plain.locator('svg')).toHaveCount(1);
  await checkPage(page, testInfo, 'category-service-images');
});
