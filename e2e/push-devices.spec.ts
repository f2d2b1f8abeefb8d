import type { PushDeviceList } from '../contracts/push';
import { createProvider, signInAs } from './support/accounts';
import {
  installFakePushSubscription,
  startJourneyPushService,
} from './support/fake-push-subscription';
import { t } from './support/i18n';
import { checkPage } from './support/page-check';
import { expect, test } from './support/test';

// This journey needs the service worker, which the other journeys block.
test.use({ serviceWorkers: 'allow' });

const section = (page: import('@playwright/test').Page) =>
  page.getByRole('region', { name: t('notifications.devices.heading') });

test('a provider turns push on for this device, removes another device, and turns push off', async ({
  page,
  context,
  request,
}, testInfo) => {
  // Accessibility scans and a service worker installing: longer than a short journey.
  test.slow();
  const pushService = await startJourneyPushService(testInfo);
  try {
    const account = await createProvider(request);
    const session = await signInAs(page, account);
    const auth = { authorization: `Bearer ${session.token}` };
    const { public_key } = await (
      await request.get('/api/push/public-key', { headers: auth })
    ).json();
    const device = pushService.subscribe({ applicationServerKey: public_key });
    await installFakePushSubscription(context, device);
    const devices = async () =>
      (
        (await (
          await request.get('/api/account/push-subscriptions', { headers: auth })
        ).json()) as PushDeviceList
      ).devices;

    // Another device of the account, turned on earlier from a phone.
    const phone = pushService.subscribe();
    const added = await request.post('/api/account/push-subscriptions', {
      headers: {
        ...auth,
        'user-agent':
          'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
      },
      data: { endpoint: phone.endpoint, keys: { p256dh: phone.p256dh, auth: phone.auth } },
    });
    expect(added.status()).toBe(200);

    await page.goto('/account/settings');
    const here = section(page);
    // The first page of a new browser context reads its service worker registration slowly.
    await expect(here.getByText(t('notifications.devices.off'))).toBeVisible({ timeout: 20_000 });
    // The app registers its service worker once the page is idle; subscribing waits for it.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
    await here.getByRole('button', { name: t('notifications.devices.turnOn') }).click();
    await expect(here.getByText(t('notifications.devices.on'))).toBeVisible();
    expect((await devices()).map((d) => d.endpoint).sort()).toEqual(
      [device.endpoint, phone.endpoint].sort(),
    );
    await checkPage(page, testInfo, 'push-devices-on');

    // The phone is listed by its browser and system, and removed after one question.
    const phoneName = t('notifications.devices.deviceName', { browser: 'Chrome', os: 'Android' });
    await here
      .getByRole('button', { name: t('notifications.devices.removeLabel', { device: phoneName }) })
      .click();
    await expect(
      here.getByText(t('notifications.devices.confirmRemove', { device: phoneName })),
    ).toBeVisible();
    await here
      .getByRole('group', { name: phoneName })
      .getByRole('button', { name: t('notifications.devices.remove') })
      .click();
    await expect(here.getByText(t('notifications.devices.noOthers'))).toBeVisible();

    // Still on after a reload: the browser's subscription is the account's device.
    await page.reload();
    await expect(here.getByText(t('notifications.devices.on'))).toBeVisible({ timeout: 20_000 });
    await here.getByRole('button', { name: t('notifications.devices.turnOff') }).click();
    await expect(here.getByText(t('notifications.devices.off'))).toBeVisible();
    expect(await devices()).toEqual([]);
    expect(pushService.problems).toEqual([]);
  } finally {
    await pushService.close();
  }
});

test('where no push service can be reached, the settings say so and alerts stay on the bell and email', async ({
  page,
  context,
  request,
}) => {
  // No fake here: headless Chromium's own push service cannot be reached from this machine.
  await context.grantPermissions(['notifications']);
  const account = await createProvider(request);
  await signInAs(page, account);
  await page.goto('/account/settings');
  const here = section(page);
  await here.getByRole('button', { name: t('notifications.devices.turnOn') }).click();
  await expect(here.getByRole('alert')).toHaveText(t('notifications.devices.unreachable'), {
    timeout: 20_000,
  });
  await expect(here.getByText(t('notifications.devices.off'))).toBeVisible();
});
