import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Notification } from '#contracts/notifications';
import { get, send } from '../../test/factories';
import { newClient, newProvider, requestForm, type User } from '../../test/marketplace';
import { multipart, pngBytes } from '../../test/multipart';
import { createTestApp, type TestApp } from '../../test/test-app';
import { HELD_REQUESTS_JOB } from './held-requests-job';
import { ANNOUNCE_HOLD_MS } from './requests.service';

// Walkthrough M1: a request that arrived live in a provider's feed had no "View Attachment"
// until a reload, since the providers were told before its photo was sent. Filed with a photo
// to follow, it is announced once the photo is in (or, if it never comes, after a short wait).
let now = new Date('2026-11-27T09:00:00.000Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '10000' }, { clock: () => now });
});
afterAll(() => t.close());

const toldOf = async (sp: User, requestId: number) =>
  ((await get(t, '/api/notifications', sp.token)).json().notifications as Notification[]).filter(
    (n) => n.kind === 'new_request' && n.params?.request_id === requestId,
  );

/** The client files a request whose photo follows, as the form does when a photo is chosen. */
async function fileWithPhotoToFollow(client: User, description: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/servicerequestform',
    payload: requestForm({ description }),
    headers: { authorization: `Bearer ${client.token}`, 'x-image-follows': '1' },
  });
  expect(res.statusCode).toBe(200);
  return res.json().result as number;
}

/** The request's announcements recorded (in the transaction that files or releases it). */
const announcements = async (requestId: number) =>
  (
    await t.db
      .selectFrom('domain_events')
      .select('event_id')
      .where('type', '=', 'request.filed')
      .where('subject_id', '=', requestId)
      .execute()
  ).length;

const feedCard = async (sp: User, requestId: number) =>
  (await get(t, `/api/getRequests/${sp.id}`, sp.token))
    .json()
    .requests.find((r: { request_id: number }) => r.request_id === requestId);

it('tells the providers of a request filed with a photo once the photo is in, so the card they fetch then carries it', async () => {
  const sp = await newProvider(t);
  const client = await newClient(t);
  const requestId = await fileWithPhotoToFollow(client, 'Tap leaks, photo attached');
  expect(await announcements(requestId)).toBe(0);
  expect(await toldOf(sp, requestId)).toEqual([]);

  const uploaded = await send(
    t,
    'POST',
    '/api/servicerequestform/uploadImage',
    client.token,
    multipart(
      { insertID: requestId },
      { field: 'requestImg', name: 'leak.png', type: 'image/png', bytes: pngBytes() },
    ),
  );
  expect(uploaded.statusCode).toBe(200);
  await expect.poll(async () => (await toldOf(sp, requestId)).length).toBe(1);
  // The provider's feed, refetched on that notice, shows the attachment at once.
  expect((await feedCard(sp, requestId))?.image).toBe(`/servicerequestform/image/${requestId}`);

  // A second photo replaces the first and tells no one again; nor does the job later.
  await send(
    t,
    'POST',
    '/api/servicerequestform/uploadImage',
    client.token,
    multipart(
      { insertID: requestId },
      { field: 'requestImg', name: 'leak.png', type: 'image/png', bytes: pngBytes() },
    ),
  );
  now = new Date(now.getTime() + ANNOUNCE_HOLD_MS + 60_000);
  await t.app.jobs.runDue(HELD_REQUESTS_JOB);
  expect(await announcements(requestId)).toBe(1);
  expect(await toldOf(sp, requestId)).toHaveLength(1);
});

it('tells them after a short wait when the photo never comes', async () => {
  const sp = await newProvider(t);
  const client = await newClient(t);
  const requestId = await fileWithPhotoToFollow(client, 'Drain blocked, photo failed');
  now = new Date(now.getTime() + ANNOUNCE_HOLD_MS - 1000);
  expect(await t.app.jobs.runDue(HELD_REQUESTS_JOB)).toBe('ok');
  expect(await announcements(requestId)).toBe(0);
  now = new Date(now.getTime() + 61_000);
  expect(await t.app.jobs.runDue(HELD_REQUESTS_JOB)).toBe('ok');
  await expect.poll(async () => (await toldOf(sp, requestId)).length).toBe(1);
  now = new Date(now.getTime() + 61_000);
  await t.app.jobs.runDue(HELD_REQUESTS_JOB);
  expect(await announcements(requestId)).toBe(1);
  expect(await toldOf(sp, requestId)).toHaveLength(1);
});
