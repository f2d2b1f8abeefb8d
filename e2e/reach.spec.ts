import fs from 'node:fs';
import path from 'node:path';
import { type PushPayload, pushPayload } from '../contracts/alerts';
import { e2eDataDir, e2ePort, e2eWhatsAppPort } from './support/e2e-env';
import {
  installFakePushSubscription,
  startJourneyPushService,
} from './support/fake-push-subscription';
import { whatsappTemplatesSent } from './support/fake-whatsapp-cloud';
import { e2eLanguage, named, t } from './support/i18n';
import { bearer, clientSession, providerSession, tLike } from './support/marketplace';
import { checkPage } from './support/page-check';
import { deliverPushToServiceWorker, shownNotifications } from './support/push-delivery';
import { type BrowserContext, expect, test } from './support/test';

// This journey needs the service worker, which the other journeys block.
test.use({ serviceWorkers: 'allow' });

const LEAK_REPAIR = 1;

/** A mobile number no other journey uses, in E.164. */
const uniqueMobile = (index: number) =>
  `+92333${String((Date.now() * 10 + index) % 10_000_000).padStart(7, '0')}`;

/** The code the development SMS sender wrote for a number. */
function codeTextedTo(phone: string): string | undefined {
  const outbox = path.join(e2eDataDir, 'outbox');
  return fs
    .readdirSync(outbox)
    .filter((f) => f.endsWith('.sms.json'))
    .map((f) => JSON.parse(fs.readFileSync(path.join(outbox, f), 'utf8')))
    .find((m) => m.to === phone && m.kind === 'phone_code')?.params[0];
}

async function serviceWorkerOf(context: BrowserContext) {
  return context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
}

test('a provider with push and WhatsApp on hears of a matching request, and the push opens the feed', async ({
  browser,
  request,
}, testInfo) => {
  // Two people, a verified number, a device and a push through the service worker.
  test.slow();
  const pushService = await startJourneyPushService(testInfo);
  try {
    const tag = `${testInfo.project.name}-${Date.now().toString(36)}`;
    const problem = `${tag} the kitchen tap leaks`;
    const sp = await providerSession(browser, request, 'Imran', [LEAK_REPAIR]);
    const client = await clientSession(browser, request, `Client ${tag}`);
    const pp = sp.page;

    // ---- the provider's number is verified (its own journey shows the screens) ----
    const phone = uniqueMobile(testInfo.parallelIndex);
    const from = { ...bearer(sp.token), 'x-forwarded-for': `10.26.${testInfo.parallelIndex}.7` };
    expect(
      (await request.post('/api/account/phone', { headers: from, data: { phone } })).status(),
    ).toBe(200);
    await expect.poll(() => codeTextedTo(phone)).toMatch(/^\d{6}$/);
    const verified = await request.post('/api/account/phone/verify', {
      headers: from,
      data: { code: codeTextedTo(phone) },
    });
    expect(verified.status()).toBe(200);
    // Alerts at any hour: by default quiet hours (22:00-08:00 in Karachi) hold them, and the
    // journey must not depend on when it runs (the server tests move the clock through them).
    const anyHour = await request.put('/api/account/alert-settings', {
      headers: bearer(sp.token),
      data: { quiet_hours: null },
    });
    expect(anyHour.status()).toBe(200);

    // ---- on the phone, it turns push on for this device and keeps WhatsApp for new jobs ----
    const key = (
      await (await request.get('/api/push/public-key', { headers: bearer(sp.token) })).json()
    ).public_key as string;
    const device = pushService.subscribe({ applicationServerKey: key });
    await installFakePushSubscription(pp.context(), device);
    await pp.goto('/account/settings');
    const here = pp.getByRole('region', { name: t('notifications.devices.heading') });
    await here.getByRole('button', { name: t('notifications.devices.turnOn') }).click();
    await expect(here.getByText(t('notifications.devices.on'))).toBeVisible();
    const newJobsBy = (channel: 'push' | 'whatsapp' | 'sms') =>
      pp.getByRole('checkbox', {
        name: t('notifications.alerts.switchLabel', {
          group: t('notifications.settings.groups.newJobs'),
          channel: t(`notifications.alerts.channels.${channel}`),
        }),
      });
    await expect(newJobsBy('push')).toBeChecked();
    await expect(newJobsBy('whatsapp')).toBeChecked();
    await expect(newJobsBy('whatsapp')).toBeEnabled();
    await expect(newJobsBy('sms')).not.toBeChecked();
    await checkPage(pp, testInfo, 'alert-settings');
    await pp.goto('/');

    // ---- a client files a matching request ----
    const filed = await request.post('/api/servicerequestform', {
      headers: bearer(client.token),
      data: {
        description: problem,
        city_id: 2,
        address: '21 Garden Town',
        service_id: LEAK_REPAIR,
      },
    });
    expect(filed.status()).toBe(200);
    const requestId = String((await filed.json()).result);

    // ---- the server's push reaches the journey's push service, which decrypts it ----
    // (other journeys' requests for the same service reach this provider too)
    const about = tLike(
      'notifications.text.newRequest',
      {},
      { service: named('Leak Repair'), city: named('Lahore'), requestId },
    );
    const pushedAbout = () =>
      pushService.received
        .filter((r) => r.endpoint === device.endpoint)
        .map((r) => pushPayload.parse(JSON.parse(r.payload)))
        .filter((p) => about.test(p.body));
    await expect.poll(() => pushedAbout().length).toBe(1);
    const [payload] = pushedAbout() as [PushPayload];
    expect(payload.title).toBe(t('notifications.alerts.pushTitle'));
    expect(payload.url).toBe('/Requests');

    // ---- and the WhatsApp sender's request reaches the fake Cloud API with its template ----
    await expect
      .poll(async () =>
        (await whatsappTemplatesSent(e2eWhatsAppPort)).filter(
          (m) => m.to === phone && about.test(m.template.components[0]?.parameters[0]?.text ?? ''),
        ),
      )
      .toEqual([
        {
          messaging_product: 'whatsapp',
          recipient_type: 'individual',
          to: phone,
          type: 'template',
          template: {
            name: 'new_request_alert',
            language: { code: e2eLanguage },
            components: [
              {
                type: 'body',
                parameters: [
                  { type: 'text', text: payload.body },
                  { type: 'text', text: `http://127.0.0.1:${e2ePort}/Requests` },
                ],
              },
            ],
          },
        },
      ]);

    // ---- the service worker shows the push, and its click opens the feed with the request ----
    // Delivered again while none shows, as a push service redelivers: on a loaded machine a
    // message sent while the worker starts can be lost (the tag keeps it to one notification).
    await expect(async () => {
      await deliverPushToServiceWorker(pp, payload);
      await expect
        .poll(async () => (await shownNotifications(pp)).map((n) => [n.title, n.body, n.tag]), {
          timeout: 5_000,
        })
        .toContainEqual([payload.title, payload.body, payload.tag]);
    }).toPass({ timeout: 30_000 });
    const worker = await serviceWorkerOf(pp.context());
    await worker.evaluate(async (shown) => {
      const scope = self as unknown as ServiceWorkerGlobalScope;
      const [notification] = await scope.registration.getNotifications({ tag: shown });
      if (!notification) throw new Error(`no notification tagged ${shown}`);
      // A real click cannot be made from a test: the worker gets the event Chromium would give.
      scope.dispatchEvent(new NotificationEvent('notificationclick', { notification }));
    }, payload.tag);
    await expect(pp).toHaveURL(/\/Requests$/);
    await expect(pp.getByRole('article').filter({ hasText: problem })).toBeVisible();
  } finally {
    await pushService.close();
  }
});
