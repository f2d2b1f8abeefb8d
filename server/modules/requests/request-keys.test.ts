import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminEnv } from '../../test/factories';
import { newClient, requestForm } from '../../test/marketplace';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ...adminEnv, AUTH_RATE_LIMIT_PER_MINUTE: '10000' });
});
afterAll(() => t.close());

const file = (token: string, key: string | undefined, form = requestForm()) =>
  t.app.inject({
    method: 'POST',
    url: '/api/servicerequestform',
    headers: { authorization: `Bearer ${token}`, ...(key ? { 'idempotency-key': key } : {}) },
    payload: form,
  });

const requestsOf = (clientId: number) =>
  t.db
    .selectFrom('service_requests')
    .select('request_id')
    .where('client_id', '=', clientId)
    .execute();

describe('POST /servicerequestform with an Idempotency-Key', () => {
  it('files one request for two sends of the same key, at once, and answers its id to both', async () => {
    const client = await newClient(t);
    const key = randomUUID();
    const [first, second] = await Promise.all([file(client.token, key), file(client.token, key)]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(second.json().result).toBe(first.json().result);
    expect(await requestsOf(client.id)).toEqual([{ request_id: first.json().result }]);
  });

  it('files a request per key, and per send without a key (the spec call)', async () => {
    const client = await newClient(t);
    await file(client.token, randomUUID());
    await file(client.token, randomUUID());
    await file(client.token, undefined);
    await file(client.token, undefined);
    expect(await requestsOf(client.id)).toHaveLength(4);
  });

  it("keeps one client's key from touching another's requests", async () => {
    const [ayesha, bilal] = [await newClient(t), await newClient(t)];
    const key = randomUUID();
    const mine = await file(ayesha.token, key);
    const theirs = await file(bilal.token, key);
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json().result).not.toBe(mine.json().result);
    expect(await requestsOf(bilal.id)).toEqual([{ request_id: theirs.json().result }]);
  });

  it('refuses a key reused for a different request, and a key that is not a UUID, filing nothing', async () => {
    const client = await newClient(t);
    const key = randomUUID();
    await file(client.token, key);
    const reused = await file(client.token, key, requestForm({ description: 'Another job' }));
    expect(reused.statusCode).toBe(409);
    expect(reused.json().error.code).toBe('request.key_reused');
    const malformed = await file(client.token, 'twice-please');
    expect(malformed.statusCode).toBe(400);
    expect(await requestsOf(client.id)).toHaveLength(1);
  });
});
