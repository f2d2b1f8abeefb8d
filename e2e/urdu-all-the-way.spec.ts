import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { LANGUAGE_NAMES } from '../locales/languages';
import { textOf } from '../server/lib/i18n';
import { createClient, createProvider, mailTo, signInAs } from './support/accounts';
import { urduBillingProvider } from './support/billing-fixture';
import { bearer } from './support/marketplace';
import { expect, test } from './support/test';
import { unisolatedTyped } from './support/typed-direction-check';

/** Typed by the people in this journey, in English, as most Pakistani users type. */
const TYPED = {
  client: 'Ayesha Khan',
  providerFirst: 'Bilal',
  providerLast: 'Raza',
  description: '2 taps dripping, kitchen & bath.',
  address: '5 Canal View, Gulberg.',
  message: 'Can you come at 5?',
};
const AREA = 'Gulberg.';

/**
 * Words the Urdu app writes in Latin letters on purpose: brands, the currency's sign, and the
 * language switch, which names English in English for its reader.
 */
const BRANDS = ['Rs', 'PDF', 'WhatsApp', 'SMS', 'PKR', LANGUAGE_NAMES.en];

/**
 * The English words left in `text` once the typed values, brand names, links and addresses
 * are taken out: a word of two Latin letters or more is the app speaking English.
 */
function englishLeft(text: string, typed: string[]): string[] {
  let rest = text
    .replace(/https?:\/\/\S+/g, ' ')
    .replace(/\S+@\S+\.\S+/g, ' ')
    .replace(/[\u2066-\u2069\u200e\u200f]/g, '');
  for (const value of typed.filter(Boolean).sort((a, b) => b.length - a.length)) {
    rest = rest.replaceAll(value, ' ');
    // A long value cut short with an ellipsis, as a card shows a description.
    for (let end = value.length - 1; end >= 8; end--) {
      rest = rest.replaceAll(`${value.slice(0, end)}…`, ' ');
    }
  }
  const words = rest.match(/[A-Za-z]{2,}/g) ?? [];
  return [...new Set(words.filter((w) => !BRANDS.includes(w)))];
}

type CatalogRow = { city_id?: number; name: string; description?: string };

/**
 * The names and descriptions at `path` the admin wrote in English only (other journeys add
 * them): the reader is shown the English as written, as typed data (decision 0059).
 */
async function englishOnly(request: APIRequestContext, path: string): Promise<string[]> {
  const read = async (language: 'en' | 'ur') =>
    (await (
      await request.get(path, { headers: { 'accept-language': language } })
    ).json()) as CatalogRow[];
  const urdu = new Set((await read('ur')).map((row) => row.name));
  return (await read('en'))
    .filter((row) => urdu.has(row.name))
    .flatMap((row) => [row.name, row.description ?? '']);
}

/** What the reader sees on the page, header and footer included. */
const shown = (page: Page) => page.locator('body').innerText();

/** Fails (softly) when a value typed here shows on the page without its own direction. */
async function expectIsolated(page: Page, value: string) {
  expect
    .soft(await unisolatedTyped(page, { words: [value], names: [] }), `"${value}" not isolated`)
    .toEqual([]);
}

async function expectNoEnglish(page: Page, where: string, typed: string[]) {
  expect.soft(englishLeft(await shown(page), typed), `English words on ${where}`).toEqual([]);
}

test.use({
  locale: 'ur-PK',
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
});

test('in Urdu on a phone, the catalog, feed, chat, order, email and invoice PDF show no English but typed data and brand names, and the typed English keeps its direction', async ({
  browser,
  request,
}, testInfo) => {
  test.slow();
  const ur = (key: Parameters<typeof textOf>[1], params?: Parameters<typeof textOf>[2]) =>
    textOf('ur', key, params);
  const phone = {
    locale: 'ur-PK',
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  };

  // Karachi, where no other journey asks: the provider's feed holds this journey's request only.
  const cities = (await (await request.get('/api/cities')).json()) as CatalogRow[];
  const karachi = cities.find((c) => c.name === 'Karachi')?.city_id;
  const clientAccount = await createClient(request, TYPED.client, 'ur');
  const providerAccount = await createProvider(request, {
    firstName: TYPED.providerFirst,
    lastName: TYPED.providerLast,
    city_id: karachi,
    language: 'ur',
  });
  const cp = await (await browser.newContext(phone)).newPage();
  const client = await signInAs(cp, clientAccount);
  const pp = await (await browser.newContext(phone)).newPage();
  const sp = await signInAs(pp, providerAccount);
  const typed = [
    ...Object.values(TYPED),
    AREA,
    // The avatars' initials.
    'AK',
    'BR',
    clientAccount.email,
    providerAccount.email,
    '12 Mall Road',
    '03001234567',
  ];
  const offered = await request.post('/api/service-provider/preferences', {
    headers: bearer(sp.token),
    data: { services: [{ serviceId: 1, available: true }] },
  });
  expect(offered.status()).toBe(200);

  // The client asks, in English, first: the provider's email of it waits for the outbox's
  // minute while the pages are read.
  const filed = await request.post('/api/servicerequestform', {
    headers: bearer(client.token),
    data: {
      description: TYPED.description,
      city_id: karachi,
      address: TYPED.address,
      service_id: 1,
    },
  });
  expect(filed.status()).toBe(200);
  const requestId: number = (await filed.json()).result;

  // ---- the catalog: categories and a category's services ----
  await cp.goto('/Categories');
  await expect(cp.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(cp.getByText('پلمبنگ کی خدمات').first()).toBeVisible();
  const admins = [
    ...(await englishOnly(request, '/api/categories')),
    ...(await englishOnly(request, '/api/services/1')),
  ];
  await expectNoEnglish(cp, 'the categories', [...typed, ...admins]);
  await cp.getByText('پلمبنگ کی خدمات').first().click();
  await expect(cp.getByText('لیک کی مرمت').first()).toBeVisible();
  await expectNoEnglish(cp, "a category's services", [...typed, ...admins]);

  // ---- the provider's feed shows the request ----
  await pp.goto('/Requests');
  await expect(pp.getByText(TYPED.description).first()).toBeVisible();
  await expectNoEnglish(pp, 'the feed', typed);
  // The feed names the address's area, its last part.
  await expectIsolated(pp, AREA);
  await expectIsolated(pp, TYPED.description);

  // ---- the chat: the provider answers, the client offers a price ----
  const head = await request.post('/api/createORupdateChatHead', {
    headers: bearer(sp.token),
    data: { client_id: client.user_ID, request_id: requestId },
  });
  expect(head.status()).toBe(200);
  const room: string = (await head.json()).room;
  const offer = await request.post('/api/saveRequestMessage', {
    headers: bearer(client.token),
    data: { room, request_id: requestId, price: 1500 },
  });
  expect(offer.status()).toBe(200);
  await cp.goto(`/Clientchat?room=${room}`);
  const composer = cp.getByRole('textbox', { name: ur('chat.composer.label') });
  await composer.fill(TYPED.message);
  await composer.press('Enter');
  await expect(cp.getByText(TYPED.message).filter({ visible: true }).first()).toBeVisible();
  await expect(cp.getByText('Rs 1,500').filter({ visible: true }).first()).toBeVisible();
  await expectNoEnglish(cp, 'the chat', typed);
  await expectIsolated(cp, TYPED.message);

  // ---- the order: accepted, on the client's dashboard ----
  const accepted = await request.put('/api/updateRequestMessage', {
    headers: bearer(sp.token),
    data: { room, request_id: requestId, status: 'accepted', price: 1500 },
  });
  expect(accepted.status()).toBe(200);
  await cp.goto('/ClientDashBoard');
  await cp.getByRole('tab', { name: ur('orders.status.accepted') }).click();
  await expect(cp.getByText(TYPED.address).filter({ visible: true }).first()).toBeVisible();
  await expectNoEnglish(cp, 'the orders', typed);
  await expectIsolated(cp, TYPED.address);

  // ---- the email the provider got of the new request, read on a phone ----
  const about = new RegExp(`${ur('email.details.request')}: ${requestId}\\b`);
  const mail = await mailTo(providerAccount.email, (m) => about.test(m), 75_000);
  const html = /<html[\s\S]*<\/html>/i.exec(mail)?.[0];
  expect(html, 'the mail has an HTML part').toBeTruthy();
  const reader = await (await browser.newContext(phone)).newPage();
  await reader.setContent(html as string);
  await expect(reader.locator('html')).toHaveAttribute('dir', 'rtl');
  await expectNoEnglish(reader, 'the new-request email', typed);
  expect(
    await reader.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    'the email fits the phone',
  ).toBe(true);

  // ---- last month's invoice PDF of a provider who reads Urdu ----
  const billing = await (await request.post('/api/login', { data: urduBillingProvider })).json();
  const invoices = await request.get(`/api/sp/invoices/${billing.user_ID}`, {
    headers: bearer(billing.token),
  });
  expect(invoices.status()).toBe(200);
  const [invoice] = (await invoices.json()) as Array<{ payment_id: number }>;
  const pdf = await request.get(`/api/sp/invoice/pdf/${invoice?.payment_id}`, {
    headers: bearer(billing.token),
  });
  expect(pdf.status()).toBe(200);
  const file = testInfo.outputPath('invoice.pdf');
  fs.writeFileSync(file, await pdf.body());
  const words = execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
  // The admin's payment instructions, as other journeys left them, are typed data too.
  const instructions = await request.get('/api/payment-instructions', {
    headers: bearer(billing.token),
  });
  expect(instructions.status()).toBe(200);
  const billed = [
    'Imran Urdu',
    'Zara Sheikh',
    '7 Liberty Market',
    '21 Model Town',
    ...((await instructions.json()).instructions as string).split('\n').map((l) => l.trim()),
  ];
  expect(englishLeft(words, billed), 'English words in the invoice PDF').toEqual([]);
});
