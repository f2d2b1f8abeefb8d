import { t } from './support/i18n';
import {
  bearer,
  clientSession,
  offeredRequest,
  providerSession,
  tLike,
} from './support/marketplace';
import { checkPage } from './support/page-check';
import { expect, type Page, test } from './support/test';

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

const log = (page: Page) => page.getByRole('log', { name: t('chat.messages.label') });
const unread = (n: number) => `${t('chat.list.unread')} ${n}`;
const seen = tLike('chat.messages.seen', {}).source;
/** The line under the viewer's own message the other side has read: 'You · 3:05 PM · Seen'. */
const seenLine = new RegExp(`${tLike('chat.messages.you', {}).source} · .* · ${seen}$`);

test('unread counts, "Seen" and "is typing" follow the other side live', async ({
  browser,
  request,
}, testInfo) => {
  const tag = `${testInfo.project.name}-${Date.now().toString(36)}`;
  const client = await clientSession(browser, request, `Hina ${tag}`);
  const sp = await providerSession(browser, request, 'Kamran');
  const { room } = await offeredRequest(request, client, sp, `Fan repair ${tag}`, 2500);

  // ---- the provider's list counts the client's new messages as they arrive ----
  const pp = sp.page;
  const providerLive = liveOn(pp);
  await pp.goto('/Spchat');
  await providerLive;
  const row = pp
    .getByRole('list', { name: t('chat.list.chats') })
    .getByRole('listitem')
    .filter({
      hasText: `Hina ${tag}`,
    });
  await expect(row).toBeVisible();
  // The client's offer is the one message the provider has not read yet.
  await expect(row.getByText(unread(1))).toBeAttached();
  for (const text of ['Hello, are you free on Friday?', 'It is the ceiling fan']) {
    const sent = await request.post('/api/saveMessage', {
      headers: bearer(client.token),
      data: { room, message_text: text },
    });
    expect(sent.status()).toBe(200);
  }
  await expect(row.getByText(unread(3))).toBeAttached();

  // ---- the client has the chat open; the provider opens it: read, and "Seen" on the client ----
  const cp = client.page;
  const clientLive = liveOn(cp);
  await cp.goto(`/Clientchat?room=${room}`);
  await clientLive;
  await expect(log(cp).getByText('It is the ceiling fan')).toBeVisible();
  await expect(cp.getByText(new RegExp(`· ${seen}$`))).toHaveCount(0);

  await row.getByRole('button').first().click();
  await expect(log(pp).getByText('It is the ceiling fan')).toBeVisible();
  await expect(row.getByText(t('chat.list.unread'))).toHaveCount(0);
  await expect(cp.getByText(seenLine)).toHaveCount(1);

  // ---- the client types: the provider sees it, until the message arrives ----
  await cp
    .getByRole('textbox', { name: t('chat.composer.label') })
    .pressSequentially('Tomorrow at', {
      delay: 30,
    });
  const typing = pp.getByText(t('chat.messages.typing', { name: `Hina ${tag}` }));
  await expect(typing).toBeVisible();
  await checkPage(pp, testInfo, 'chat-typing');
  await cp.getByRole('textbox', { name: t('chat.composer.label') }).press('Enter');
  await expect(log(pp).getByText('Tomorrow at')).toBeVisible();
  await expect(typing).toHaveCount(0);
  await pp.context().close();
  await cp.context().close();
});
