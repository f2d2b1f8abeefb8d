import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post } from '../../test/factories';
import { chatAboutRequest, type User } from '../../test/marketplace';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '10000' });
});
afterAll(() => t.close());

async function say(user: User, room: string, text: string) {
  const res = await post(t, '/api/saveMessage', { room, message_text: text }, user.token);
  expect(res.statusCode).toBe(200);
}

const head = (room: string) =>
  t.db
    .selectFrom('chat_heads')
    .select(['asked_at', 'answered_at'])
    .where('room', '=', room)
    .executeTakeFirstOrThrow();

/** When the message with this text was written. */
async function writtenAt(room: string, text: string) {
  const row = await t.db
    .selectFrom('chat_messages')
    .select('created_at')
    .where('room', '=', room)
    .where('message_text', '=', text)
    .executeTakeFirstOrThrow();
  return row.created_at;
}

describe("a chat head keeps the client's first question and the provider's first answer after it", () => {
  it('sets each once, as the messages are written; a provider message before any question answers nothing', async () => {
    const { client, sp, room } = await chatAboutRequest(t);
    await say(sp, room, 'Hello, can I help?');
    expect(await head(room)).toEqual({ asked_at: null, answered_at: null });

    await say(client, room, 'What would it cost?');
    await say(client, room, 'And when could you come?');
    expect(await head(room)).toEqual({
      asked_at: await writtenAt(room, 'What would it cost?'),
      answered_at: null,
    });

    await say(sp, room, 'Rs 3,000, tomorrow.');
    await say(sp, room, 'Morning suits me best.');
    await say(client, room, 'Fine.');
    expect(await head(room)).toEqual({
      asked_at: await writtenAt(room, 'What would it cost?'),
      answered_at: await writtenAt(room, 'Rs 3,000, tomorrow.'),
    });
  });
});
