import type { APIRequestContext, APIResponse, Browser, Page } from '@playwright/test';
import { createProvider, PASSWORD, signInAs, uniqueEmail } from './support/accounts';
import { e2eAdmin } from './support/e2e-env';
import { e2eLanguage, t, tPart } from './support/i18n';
import { bearer, tLike } from './support/marketplace';
import { INSTRUCTIONS_OTHER_SCRIPT, PAYMENT_INSTRUCTIONS } from './support/payment-instructions';
import { expect, test } from './support/test';
import { expectTypedIsolated, type TypedValues } from './support/typed-direction-check';

/**
 * What people type in the other script than the page's (English on Urdu pages, Urdu on English
 * ones), with numbers in front and a full stop at the end: the characters that jump to the wrong
 * end when the typed text takes the page's direction (walkthrough M3).
 */
const typed =
  e2eLanguage === 'ur'
    ? {
        client: 'Ayesha Khan',
        first: 'Usman',
        last: 'Tariq',
        address: '5 Canal View, Gulberg.',
        description: '3 drips a minute under the sink, since Monday.',
        openDescription: '2 taps in the kitchen leak, please bring a spanner.',
        disputedDescription: '1 pipe burst behind the washing machine.',
        message: '2 taps are dripping, come after 5 pm.',
        review: 'Good work, but a bit expensive.',
        reply: 'Thank you, 10% off next time.',
        reason: 'Water under the sink again.',
        openReason: 'The pipe leaks again 2 days later.',
        statement: '3 photos show the joint was dry.',
        note: 'Fixed the joint for free; price reduced to Rs 1,500.',
        instructions: INSTRUCTIONS_OTHER_SCRIPT,
        categoryTitle: 'Solar panel cleaning 2',
        categoryText: '4 panels on a roof, twice a year.',
      }
    : {
        client: 'عائشہ خان',
        first: 'عثمان',
        last: 'طارق',
        address: '5 نہر ویو، گلبرگ۔',
        description: 'سنک کے نیچے ایک منٹ میں 3 قطرے، پیر سے۔',
        openDescription: 'باورچی خانے کے 2 نل ٹپکتے ہیں، پانا ساتھ لائیں۔',
        disputedDescription: 'واشنگ مشین کے پیچھے 1 پائپ پھٹ گیا۔',
        message: '2 نل ٹپک رہے ہیں، شام 5 بجے کے بعد آئیں۔',
        review: 'اچھا کام، لیکن تھوڑا مہنگا۔',
        reply: 'شکریہ، اگلی بار 10% رعایت۔',
        reason: 'سنک کے نیچے پھر پانی ہے۔',
        openReason: 'پائپ 2 دن بعد پھر ٹپکنے لگا۔',
        statement: '3 تصویروں میں جوڑ خشک تھا۔',
        note: 'جوڑ مفت ٹھیک کیا؛ قیمت 1,500 روپے کر دی۔',
        instructions: INSTRUCTIONS_OTHER_SCRIPT,
        categoryTitle: 'Solar 2 سولر پینل کی صفائی',
        categoryText: 'چھت پر 4 پینل، سال میں دو بار۔',
      };

const providerName = `${typed.first} ${typed.last}`;
const values: TypedValues = {
  words: [
    typed.address,
    typed.description,
    typed.openDescription,
    typed.disputedDescription,
    typed.message,
    typed.review,
    typed.reply,
    typed.reason,
    typed.openReason,
    typed.statement,
    typed.note,
    PAYMENT_INSTRUCTIONS,
    typed.categoryText,
  ],
  names: [typed.client, providerName],
};

type User = { token: string; id: number; page: Page };

async function session(browser: Browser, account: { email: string; password: string }) {
  const page = await (await browser.newContext()).newPage();
  const login = await signInAs(page, account);
  return { page, token: login.token, id: login.user_ID };
}

async function ok(response: Promise<APIResponse>) {
  const res = await response;
  expect(res.status(), await res.text()).toBeLessThan(300);
  return res.json();
}

/**
 * The client files a request at the typed address; with `accept`, the provider opens the chat,
 * the client offers and the provider accepts.
 */
async function order(
  request: APIRequestContext,
  client: User,
  sp: User,
  description: string,
  accept: boolean,
) {
  const requestId: number = (
    await ok(
      request.post('/api/servicerequestform', {
        headers: bearer(client.token),
        data: { description, city_id: 2, address: typed.address, service_id: 1 },
      }),
    )
  ).result;
  if (!accept) return { requestId, room: '' };
  const { room } = await ok(
    request.post('/api/createORupdateChatHead', {
      headers: bearer(sp.token),
      data: { client_id: client.id, request_id: requestId },
    }),
  );
  await ok(
    request.post('/api/saveRequestMessage', {
      headers: bearer(client.token),
      data: { room, request_id: requestId, price: 2000 },
    }),
  );
  await ok(
    request.put('/api/updateRequestMessage', {
      headers: bearer(sp.token),
      data: { room, request_id: requestId, status: 'accepted', price: 2000 },
    }),
  );
  return { requestId, room: room as string };
}

async function openDispute(
  request: APIRequestContext,
  client: User,
  requestId: number,
  reason: string,
) {
  const dispute = await ok(
    request.post(`/api/orders/${requestId}/disputes`, {
      headers: bearer(client.token),
      multipart: { reason },
    }),
  );
  return dispute.dispute_id as number;
}

test('what people typed in the other script keeps its own direction on the pages that show it', async ({
  browser,
  request,
}, testInfo) => {
  test.slow();
  const admin = {
    authorization: `Bearer ${(await ok(request.post('/api/LoginAdmin', { data: e2eAdmin }))).token}`,
  };

  // ---- the people, in the page's language, with names in the other script ----
  const clientAccount = { email: uniqueEmail('typed.client'), password: PASSWORD };
  await ok(
    request.post('/api/register/client', {
      data: { name: typed.client, ...clientAccount, terms: true, language: e2eLanguage },
    }),
  );
  const client = await session(browser, clientAccount);
  const spAccount = await createProvider(request, {
    firstName: typed.first,
    lastName: typed.last,
    address: typed.address,
  });
  const sp = await session(browser, spAccount);
  await ok(
    request.post('/api/service-provider/preferences', {
      headers: bearer(sp.token),
      data: { services: [{ serviceId: 1, available: true }] },
    }),
  );

  // ---- a completed, rated, replied and disputed order the admin settled with a note ----
  const done = await order(request, client, sp, typed.description, true);
  await ok(
    request.post('/api/saveMessage', {
      headers: bearer(client.token),
      data: { room: done.room, message_text: typed.message },
    }),
  );
  await ok(
    request.put(`/api/client/orders/${done.requestId}`, {
      headers: bearer(sp.token),
      data: { status: 'completed' },
    }),
  );
  await ok(
    request.post('/api/client/feedback', {
      headers: bearer(client.token),
      data: { request_id: done.requestId, rating: 4, comment: typed.review },
    }),
  );
  await ok(
    request.post(`/api/sp/reviews/${done.requestId}/reply`, {
      headers: bearer(sp.token),
      data: { reply: typed.reply },
    }),
  );
  const settled = await openDispute(request, client, done.requestId, typed.reason);
  await ok(
    request.post(`/api/disputes/${settled}/statements`, {
      headers: bearer(sp.token),
      data: { text: typed.statement },
    }),
  );
  await ok(
    request.post(`/api/admin/disputes/${settled}/resolve`, {
      headers: admin,
      data: { outcome: 'completed', note: typed.note },
    }),
  );

  // ---- an accepted order under an open dispute, and an open request in the feed ----
  const disputed = await order(request, client, sp, typed.disputedDescription, true);
  const open = await openDispute(request, client, disputed.requestId, typed.openReason);
  await ok(
    request.post(`/api/disputes/${open}/statements`, {
      headers: bearer(sp.token),
      data: { text: typed.statement },
    }),
  );
  await order(request, client, sp, typed.openDescription, false);

  // ---- the admin's payment instructions and the provider's category request ----
  await ok(
    request.put('/api/admin/payment-instructions', {
      headers: admin,
      // payment-proof.spec.ts writes the same text at the same time.
      data: { instructions: PAYMENT_INSTRUCTIONS },
    }),
  );
  const categoryTitle = `${typed.categoryTitle} ${testInfo.project.name}`;
  values.names.push(categoryTitle);
  await ok(
    request.post('/api/Add-Category', {
      headers: bearer(sp.token),
      data: {
        title: categoryTitle,
        description: typed.categoryText,
      },
    }),
  );

  /** Checks the page, and keeps a screenshot of it for whoever wants to see the text in place. */
  const check = async (page: Page, where: string, mustShow: string) => {
    await expectTypedIsolated(
      page,
      `${where} (${testInfo.project.name}, ${e2eLanguage})`,
      values,
      mustShow,
    );
    const path = testInfo.outputPath(`${where.replace(/\W+/g, '-')}-${testInfo.project.name}.png`);
    await page.screenshot({ path, fullPage: true });
    await testInfo.attach(where, { path, contentType: 'image/png' });
  };

  // ---- the provider's pages ----
  const pp = sp.page;
  await pp.goto('/Requests');
  await check(pp, 'the feed', typed.client);
  await pp.goto(`/Spchat?room=${done.room}`);
  await expect(pp.getByText(typed.message).first()).toBeVisible();
  await check(pp, "the provider's chat", typed.message);
  await pp.goto('/SpHistory?tab=completed');
  await check(pp, 'the history, completed', typed.note);
  await pp.goto('/SpHistory?tab=accepted');
  await check(pp, 'the history, accepted', typed.openReason);
  await pp.goto('/SpHistory');
  await pp.getByRole('tab', { name: t('orders.history.myReviews') }).click();
  await check(pp, 'the reviews', typed.reply);
  await pp.goto('/SpBilling');
  await check(pp, 'billing', typed.instructions);
  await pp.goto('/SpProfile');
  await check(pp, 'the profile', typed.address);

  // ---- the client's pages ----
  const cp = client.page;
  await cp.goto('/ClientDashBoard?tab=pending');
  await check(cp, 'the dashboard, pending', typed.address);
  await cp.goto('/ClientDashBoard?tab=accepted');
  await check(cp, 'the dashboard, accepted', typed.openReason);
  await cp.goto('/ClientDashBoard?tab=completed');
  await check(cp, 'the dashboard, completed', typed.note);
  await cp.goto(`/Clientchat?room=${done.room}`);
  await expect(cp.getByText(typed.message).first()).toBeVisible();
  await check(cp, "the client's chat", typed.message);
  await cp.goto(`/ViewProfile/${sp.id}`);
  await check(cp, 'the public profile', providerName);
  await cp.getByRole('tab', { name: tPart('providers.viewProfile.tabReviews') }).click();
  await check(cp, 'the public reviews', typed.reply);

  // ---- the admin's pages ----
  const ap = await (await browser.newContext()).newPage();
  await ap.addInitScript(
    (token) => localStorage.setItem('adminToken', token),
    admin.authorization.slice(7),
  );
  await ap.goto('/admin/dashboard?tab=disputes');
  await check(ap, 'the disputes', typed.openReason);
  await ap
    .getByRole('button', {
      name: tLike('admin.disputeCase.openLabel', { service: '.+' }, { order: disputed.requestId }),
    })
    .click();
  await check(ap, 'a dispute', typed.statement);
  await ap.goto('/admin/dashboard?tab=requests');
  await check(ap, 'the category requests', typed.categoryText);
  await ap.goto('/admin/dashboard?tab=payments');
  await check(ap, 'the payment instructions preview', typed.instructions);
});
