import { expectLoginPage, PASSWORD, signInAs, uniqueEmail } from './support/accounts';
import { named, t } from './support/i18n';
import { reviewedProvider } from './support/marketplace';
import { checkPage } from './support/page-check';
import { expect, type Page, test } from './support/test';

/** Seeded: Islamabad is city 3; no other journey offers flooring there. */
const ISLAMABAD = 3;

/** The provider's private fields, seeded so the page can be searched for them. */
const PRIVATE = {
  phone: '03219876543',
  address: 'House 41-B, Street 9, Sector F-7',
  dob: '1984-07-23',
};

const password = (page: Page, name: string) =>
  page.getByLabel(name, { exact: false }).and(page.locator('input[type=password]'));

test('a visitor opens a provider’s public page from the directory, reads its reviews, and asks it for a quote through signing up; the provider sees the request marked direct', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.slow();
  const tag = `${testInfo.project.name}-${Date.now().toString(36)}`;
  const lastName = `Siddiqui ${tag}`;
  const name = `Farah ${lastName}`;
  const all: { service_id: number; name: string; category_id: number }[] = await (
    await request.get('/api/activeServices')
  ).json();
  const flooring = all.find((s) => s.name === 'Flooring Installation');
  if (!flooring) throw new Error('no Flooring Installation');
  const sp = await reviewedProvider(request, {
    lastName,
    serviceId: flooring.service_id,
    cityId: ISLAMABAD,
    extra: PRIVATE,
  });

  // ---- a visitor finds it in the directory and opens its page, without logging in ----
  await page.goto(
    `/FindProvider?city=${ISLAMABAD}&category=${flooring.category_id}&service=${flooring.service_id}`,
  );
  const card = page.getByRole('article', { name });
  await expect(card).toBeVisible();
  await card.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/providers/${sp.id}$`));
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(lastName));
  await expect(page.getByText(named('Islamabad')).first()).toBeVisible();
  const reviews = page.getByRole('region', { name: t('providers.publicPage.reviewsHeading') });
  await expect(reviews.getByText('Even floors, finished early.')).toBeVisible();
  await expect(reviews.getByText('Thank you, Imran!')).toBeVisible();
  await expect(reviews.getByText('Imran Q.')).toBeVisible();
  const facts = page.getByRole('region', { name: t('providers.publicPage.facts') });
  await expect(facts).toContainText(t('providers.publicPage.completedJobs'));
  // The response time's rule opens from the keyboard.
  await facts.getByRole('button', { name: t('providers.publicPage.aboutResponse') }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toContainText(
    t('providers.publicPage.responseRule', { days: 90, min: 3 }),
  );
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await checkPage(page, testInfo, 'public-provider-page');

  // Nothing private is in the page: no email, phone, street address or date of birth.
  const html = await page.content();
  for (const secret of [
    sp.account.email,
    PRIVATE.phone,
    PRIVATE.address,
    PRIVATE.dob,
    'Sector F-7',
  ])
    expect(html).not.toContain(secret);

  // ---- Request a quote: log in or sign up first, then the form addressed to the provider ----
  await page
    .getByRole('link', { name: t('providers.publicPage.requestQuote'), exact: true })
    .click();
  await expect(page).toHaveURL(/\/Login$/);
  await page.getByRole('link', { name: t('auth.login.createNew') }).click();
  await expect(page).toHaveURL(/\/Client$/);
  const email = uniqueEmail('quote');
  await page.getByRole('textbox', { name: t('auth.fields.name'), exact: true }).fill('Hina Baig');
  await page.getByRole('textbox', { name: t('auth.fields.email'), exact: true }).fill(email);
  await password(page, t('auth.fields.password')).first().fill(PASSWORD);
  await password(page, t('auth.fields.repeatPassword')).fill(PASSWORD);
  await page.getByLabel(t('auth.clientSignup.terms')).check();
  await page.getByRole('button', { name: t('auth.clientSignup.submit') }).click();
  await expectLoginPage(page);
  await page.getByRole('textbox', { name: t('auth.fields.email') }).fill(email);
  await page.getByRole('textbox', { name: t('auth.fields.password'), exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: t('auth.login.submit') }).click();
  await expect(page).toHaveURL(new RegExp(`/servicerequestform\\?provider=${sp.id}$`));
  const note = page.getByRole('alert').filter({ hasText: name });
  // The name is isolated in its own direction (a <bdi>); the words around it are the text's.
  const keep = t('providers.publicPage.direct.keep', { name }).replace(/<\/?typed>/g, '');
  await expect(note.getByRole('checkbox', { name: keep })).not.toBeChecked();
  await expect(page.getByRole('combobox', { name: t('requests.form.city') })).toHaveValue(
    named('Islamabad'),
  );
  await checkPage(page, testInfo, 'direct-request-form');
  const problem = `${tag} lay oak floor in the hall`;
  await page.getByLabel(t('requests.form.description')).fill(problem);
  await page.getByLabel(t('requests.form.address')).fill('12 Jinnah Avenue');
  await page.getByRole('button', { name: t('requests.form.submit') }).click();
  await expect(page.getByText(t('requests.sent.title'))).toBeVisible();

  // ---- the provider sees it in its feed, marked direct ----
  const pp = await (await browser.newContext()).newPage();
  await signInAs(pp, sp.account);
  await pp.goto('/Requests');
  const filed = pp.getByRole('article').filter({ hasText: problem });
  await expect(filed).toBeVisible();
  await expect(filed.getByText(t('providers.publicPage.direct.marker'))).toBeVisible();
  await checkPage(pp, testInfo, 'feed-direct-request');
});
