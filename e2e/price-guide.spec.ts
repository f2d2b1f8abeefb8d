import { createClient, createProvider, signInAs } from './support/accounts';
import { named, t } from './support/i18n';
import { acceptedRequest, apiLogin, bearer, tLike } from './support/marketplace';
import { checkPage } from './support/page-check';
import { appStarted, expect, test, withoutScripts } from './support/test';

/** Seeded: Karachi is city 1, Drain Cleaning service 3 (journeys mostly use Lahore's leaks). */
const KARACHI = 1;
const DRAIN_CLEANING = 3;

test('the request form and the public page of a provider show what the service usually costs in the city, the page drawn with it by the server and taken over without asking again', async ({
  page,
  request,
  browser,
}, testInfo) => {
  test.slow();
  // Through the API: five orders for drain cleaning in Karachi, accepted at Rs 3,000.
  const client = await apiLogin(request, await createClient(request, 'Hina Price'));
  const sp = await apiLogin(request, await createProvider(request, { city_id: KARACHI }));
  const prefs = await request.post('/api/service-provider/preferences', {
    headers: bearer(sp.token),
    data: { services: [{ serviceId: DRAIN_CLEANING, available: true }] },
  });
  expect(prefs.status()).toBe(200);
  const where = { city_id: KARACHI, service_id: DRAIN_CLEANING };
  for (let n = 1; n <= 5; n++)
    await acceptedRequest(request, client, sp, `Blocked drain ${n}`, 3000, where);
  const guides = await request.get(
    `/api/price-guides?city_id=${KARACHI}&service_ids=${DRAIN_CLEANING}`,
  );
  expect((await guides.json()).guides).toHaveLength(1);

  // The provider's public page carries it as the server drew it, before any script runs.
  const visitor = await (await withoutScripts(browser)).newPage();
  await visitor.goto(`/providers/${sp.id}`);
  await expect(visitor.getByTestId('price-guide')).toContainText(
    tLike('providers.priceGuide.range', { low: '.+', high: '.+' }),
  );
  await visitor.context().close();
  // With scripts, the app takes the page over with the guides it came with: it asks for none.
  // Its amounts, counts and month come as the server wrote them: it makes no date or number
  // format, the platform's first of which costs a phone a long task (decision 0115).
  const guideReads: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/price-guides') guideReads.push(request.url());
  });
  await page.addInitScript(() => {
    const made = { count: 0 };
    Object.assign(window, { formatsMade: made });
    const counted = <T extends object>(format: T): T =>
      new Proxy(format, {
        construct(target, args) {
          made.count++;
          return Reflect.construct(target as never, args);
        },
      });
    Intl.DateTimeFormat = counted(Intl.DateTimeFormat);
    Intl.NumberFormat = counted(Intl.NumberFormat);
  });
  await page.goto(`/providers/${sp.id}`);
  await appStarted(page);
  await expect(page.getByTestId('price-guide')).toContainText(
    tLike('providers.priceGuide.range', { low: '.+', high: '.+' }),
  );
  expect(guideReads).toEqual([]);
  const formatsMade = () =>
    page.evaluate(
      () => (window as unknown as { formatsMade: { count: number } }).formatsMade.count,
    );
  expect(await formatsMade()).toBe(0);

  // A client opening the form sees the guide once the city is chosen.
  await signInAs(page, await createClient(request, 'Asma Form'));
  await page.goto(`/Categories/${DRAIN_CLEANING}/servicerequestform`);
  await page.getByRole('combobox', { name: t('requests.form.city') }).click();
  await page.getByRole('option', { name: named('Karachi') }).click();
  const guide = page.getByTestId('price-guide');
  await expect(guide).toContainText(tLike('providers.priceGuide.range', { low: '.+', high: '.+' }));
  await expect(guide).toContainText(
    tLike(
      'providers.priceGuide.basis',
      { orders: '[\\d۰-۹,٬]+', days: '[\\d۰-۹]+' },
      {
        city: named('Karachi'),
      },
    ),
  );
  await checkPage(page, testInfo, 'request-form-price-guide');
});
