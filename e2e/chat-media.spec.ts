import sharp from 'sharp';
import { chromium } from './support/chromium';
import { t } from './support/i18n';
import { clientSession, offeredRequest, providerSession, tLike } from './support/marketplace';
import { checkPage } from './support/page-check';
import { expect, type Page, test } from './support/test';

// Chromium's fake microphone (a steady tone), taken without a permission prompt.
test.use({
  launchOptions: {
    ...chromium,
    args: [
      ...chromium.args,
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
    ],
  },
});

const log = (page: Page) => page.getByRole('log', { name: t('chat.messages.label') });

/** Resolves once the page's Socket.IO connection is open (its connect packet arrived). */
function liveOn(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (ws) => {
      ws.on('framereceived', (frame) => {
        if (String(frame.payload).startsWith('40')) resolve();
      });
    });
  });
}

test('a photo and a recorded voice note reach the other side live and play there; a photo sent offline goes when back online', async ({
  browser,
  request,
}, testInfo) => {
  const tag = `${testInfo.project.name}-${Date.now().toString(36)}`;
  const client = await clientSession(browser, request, `Hina ${tag}`);
  const sp = await providerSession(browser, request, 'Kamran');
  await sp.page.context().grantPermissions(['microphone']);
  const { room } = await offeredRequest(request, client, sp, `Tap leak ${tag}`, 2500);

  const cp = client.page;
  const pp = sp.page;
  const clientLive = liveOn(cp);
  await cp.goto(`/Clientchat?room=${room}`);
  await clientLive;
  const providerLive = liveOn(pp);
  await pp.goto(`/Spchat?room=${room}`);
  await providerLive;

  // ---- the provider sends a photo; the client sees its thumbnail live and opens it ----
  const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#3a7' } })
    .png()
    .toBuffer();
  await expect(pp.getByRole('button', { name: t('chat.media.addPhoto') })).toBeEnabled();
  await pp.getByTestId('chat-photo-input').setInputFiles({
    name: 'leak.png',
    mimeType: 'image/png',
    buffer: png,
  });
  const photoAlt = tLike('chat.media.photoAlt', { name: '.+' });
  await expect(log(pp).getByRole('img', { name: photoAlt })).toBeVisible();
  const thumb = log(cp).getByRole('img', { name: photoAlt });
  await expect(thumb).toBeVisible();
  await log(cp)
    .getByRole('button', { name: tLike('chat.media.openPhoto', { name: '.+' }) })
    .click();
  const dialog = cp.getByRole('dialog');
  await expect(dialog.getByRole('img', { name: photoAlt })).toBeVisible();
  // The large image is the server's display size: 900 px wide as sent (never enlarged).
  await expect
    .poll(() =>
      dialog
        .getByRole('img', { name: photoAlt })
        .evaluate((img) => (img as HTMLImageElement).naturalWidth),
    )
    .toBe(900);
  await dialog.getByRole('button', { name: t('chat.media.closePhoto') }).click();
  await expect(dialog).toBeHidden();

  // ---- the provider records about two seconds and sends it ----
  await pp.getByRole('button', { name: t('chat.media.record') }).click();
  const send = pp.getByRole('button', { name: t('chat.media.stopAndSend') });
  await expect(send).toBeVisible();
  // About two seconds: the recorder's clock reads 0:02 (in either script's digits).
  await expect(pp.getByRole('group', { name: t('chat.media.record') })).toContainText(
    /[0٠۰]:[0٠۰][2-9٢-٩۲-۹]/,
  );
  await pp.screenshot({ path: testInfo.outputPath('provider-recording.png') });
  await send.click();

  // ---- the client plays it: the position moves along its length ----
  const play = log(cp).getByRole('button', { name: t('chat.media.play') });
  await expect(play).toBeEnabled();
  const position = log(cp).getByRole('slider', { name: t('chat.media.voiceProgress') });
  await expect(position).toHaveAttribute('aria-valuenow', '0');
  const max = Number(await position.getAttribute('aria-valuemax'));
  expect(max).toBeGreaterThanOrEqual(1500);
  expect(max).toBeLessThanOrEqual(4000);
  await play.click();

  await expect
    .poll(async () => Number(await position.getAttribute('aria-valuenow')), { timeout: 10_000 })
    .toBeGreaterThan(0);

  // ---- a photo chosen offline waits, says so, and goes once the provider is back online ----
  await pp.context().setOffline(true);
  await pp.getByTestId('chat-photo-input').setInputFiles({
    name: 'second.png',
    mimeType: 'image/png',
    buffer: png,
  });
  const waiting = pp.getByRole('alert').filter({
    hasText: tLike('chat.media.waitingOnline', { what: '.+' }),
  });
  await expect(waiting).toBeVisible();
  await pp.context().setOffline(false);
  await expect(waiting).toBeHidden();
  await expect(log(cp).getByRole('img', { name: photoAlt })).toHaveCount(2);

  await cp.screenshot({ path: testInfo.outputPath('client-chat-media.png') });
  await pp.screenshot({ path: testInfo.outputPath('provider-chat-media.png') });
  await checkPage(cp, testInfo, 'client chat with a photo and a voice note');
});
