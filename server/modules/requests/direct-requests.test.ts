import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Notification } from '#contracts/notifications';
import { DIRECT_WINDOW_HOURS } from '#contracts/requests';
import { get, post } from '../../test/factories';
import {
  DRAIN_CLEANING,
  KARACHI,
  LEAK_REPAIR,
  newClient,
  newProvider,
  requestForm,
  type User,
} from '../../test/marketplace';
import { createTestApp, type TestApp } from '../../test/test-app';
import { HELD_REQUESTS_JOB } from './held-requests-job';

const START = new Date('2026-11-25T09:00:00.000Z');
const HOUR = 60 * 60 * 1000;
let now = START;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '10000' }, { clock: () => now });
});
afterAll(() => t.close());

/** Files a request in Karachi for drain cleaning (no other test's providers there). */
async function fileDirect(client: User, sp: User | undefined, extra: Record<string, unknown> = {}) {
  const res = await post(
    t,
    '/api/servicerequestform',
    requestForm({
      city_id: KARACHI,
      service_id: DRAIN_CLEANING,
      ...(sp && { direct_provider_id: sp.id }),
      ...extra,
    }),
    client.token,
  );
  expect(res.statusCode).toBe(200);
  return res.json().result as number;
}

/** The provider's feed entry for the request, if it shows there. */
async function inFeed(sp: User, requestId: number) {
  const res = await get(t, `/api/getRequests/${sp.id}?pageSize=50`, sp.token);
  expect(res.statusCode).toBe(200);
  const rows = res.json().requests as { request_id: number; direct: boolean }[];
  return rows.find((r) => r.request_id === requestId);
}

const newRequestNotices = async (sp: User, requestId: number) => {
  await t.app.dispatcher.idle();
  const res = await get(t, '/api/notifications', sp.token);
  return (res.json().notifications as Notification[]).filter(
    (n) => n.kind === 'new_request' && n.message.includes(`#${requestId}`),
  );
};

describe('a direct request', () => {
  it("shows only in its provider's feed, marked, until the window closes; then in every matching feed", async () => {
    now = START;
    const chosen = await newProvider(t, [DRAIN_CLEANING], KARACHI);
    const other = await newProvider(t, [DRAIN_CLEANING], KARACHI);
    const requestId = await fileDirect(await newClient(t), chosen);

    expect(await inFeed(chosen, requestId)).toMatchObject({ direct: true });
    expect(await inFeed(other, requestId)).toBeUndefined();
    // Nor can the other provider open a chat on it by its id.
    const open = await post(
      t,
      '/api/createORupdateChatHead',
      {
        client_id: (
          await t.db
            .selectFrom('service_requests')
            .select('client_id')
            .where('request_id', '=', requestId)
            .executeTakeFirstOrThrow()
        ).client_id,
        request_id: requestId,
      },
      other.token,
    );
    expect(open.statusCode).toBe(403);

    now = new Date(START.getTime() + DIRECT_WINDOW_HOURS * HOUR - 1000);
    expect(await inFeed(other, requestId)).toBeUndefined();
    now = new Date(START.getTime() + DIRECT_WINDOW_HOURS * HOUR);
    expect(await inFeed(other, requestId)).toMatchObject({ direct: false });
    expect(await inFeed(chosen, requestId)).toMatchObject({ direct: true });
  });

  it('kept direct, never joins the other feeds', async () => {
    now = START;
    const chosen = await newProvider(t, [DRAIN_CLEANING], KARACHI);
    const other = await newProvider(t, [DRAIN_CLEANING], KARACHI);
    const requestId = await fileDirect(await newClient(t), chosen, { keep_direct: true });
    now = new Date(START.getTime() + 48 * HOUR);
    expect(await inFeed(chosen, requestId)).toMatchObject({ direct: true });
    expect(await inFeed(other, requestId)).toBeUndefined();
  });

  it('alerts only its provider; the others once the window closed, and not when kept direct', async () => {
    now = START;
    const chosen = await newProvider(t, [DRAIN_CLEANING], KARACHI);
    const other = await newProvider(t, [DRAIN_CLEANING], KARACHI);
    const client = await newClient(t);
    const opens = await fileDirect(client, chosen);
    const kept = await fileDirect(client, chosen, { keep_direct: true });
    const open = await fileDirect(client, undefined);

    expect(await newRequestNotices(chosen, opens)).toHaveLength(1);
    expect(await newRequestNotices(other, opens)).toEqual([]);
    expect(await newRequestNotices(other, open)).toHaveLength(1);

    now = new Date(START.getTime() + DIRECT_WINDOW_HOURS * HOUR + 60_000);
    await t.app.jobs.runDue(HELD_REQUESTS_JOB);
    expect(await newRequestNotices(other, opens)).toHaveLength(1);
    expect(await newRequestNotices(chosen, opens)).toHaveLength(1);
    expect(await newRequestNotices(other, kept)).toEqual([]);
    // The job tells once: a second run finds nothing left.
    now = new Date(now.getTime() + 5 * 60_000);
    await t.app.jobs.runDue(HELD_REQUESTS_JOB);
    expect(await newRequestNotices(other, opens)).toHaveLength(1);
  });

  it('is refused with 400 when the provider does not offer the service in the city', async () => {
    now = START;
    const sp = await newProvider(t, [LEAK_REPAIR], KARACHI);
    const res = await post(
      t,
      '/api/servicerequestform',
      requestForm({ city_id: KARACHI, service_id: DRAIN_CLEANING, direct_provider_id: sp.id }),
      (await newClient(t)).token,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('bad_request');
  });
});
