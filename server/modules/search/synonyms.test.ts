import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchHit } from '#contracts/search';
import { adminEnv, adminToken, get, send } from '../../test/factories';
import { newClient, newProvider } from '../../test/marketplace';
import { createTestApp, type TestApp } from '../../test/test-app';

const FURNITURE_ASSEMBLY = 11;
const URL = '/api/admin/search-synonyms';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ ...adminEnv, AUTH_RATE_LIMIT_PER_MINUTE: '10000' });
  admin = await adminToken(t);
  await newProvider(t, [FURNITURE_ASSEMBLY]);
});
afterAll(() => t.close());

const serviceNames = async (q: string) => {
  const res = await get(t, `/api/search?q=${encodeURIComponent(q)}`);
  return (res.json().items as SearchHit[]).flatMap((h) => (h.kind === 'service' ? [h.name] : []));
};

describe("the admin's search synonyms", () => {
  it('start with the common Roman Urdu and Urdu words, newest first, paged', async () => {
    const first = await get(t, `${URL}?limit=5`, admin);
    expect(first.statusCode).toBe(200);
    expect(first.json().items).toHaveLength(5);
    const all = (await get(t, `${URL}?limit=100`, admin)).json().items;
    expect(all.map((s: { term: string }) => s.term)).toEqual(
      expect.arrayContaining(['nalka', 'نلکا', 'geyser', 'ac']),
    );
    const next = await get(t, `${URL}?limit=5&cursor=${first.json().nextCursor}`, admin);
    expect(next.json().items[0]).toEqual(all[5]);
  });

  it('teach search a word: added, found by search, refused twice, and forgotten once removed', async () => {
    expect(await serviceNames('mistri')).toEqual([]);
    const added = await send(t, 'POST', URL, admin, {
      term: '  Mistri ',
      expansion: 'Furniture, carpentry',
    });
    expect(added.statusCode).toBe(200);
    expect(added.json()).toMatchObject({ term: 'mistri', expansion: 'furniture carpentry' });
    expect((await serviceNames('mistri'))[0]).toBe('Furniture Assembly');
    // Spelt a little differently, the synonym still counts.
    expect(await serviceNames('mistry')).toContain('Furniture Assembly');

    const again = await send(t, 'POST', URL, admin, { term: 'MISTRI', expansion: 'wood' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({ code: 'conflict' });

    const id = added.json().synonym_id;
    expect((await send(t, 'DELETE', `${URL}/${id}`, admin)).statusCode).toBe(200);
    expect(await serviceNames('mistri')).toEqual([]);
    expect((await send(t, 'DELETE', `${URL}/${id}`, admin)).statusCode).toBe(404);
  });

  it('refuses empty, oversized or letterless words and anyone but the admin, changing nothing', async () => {
    const before = (await get(t, `${URL}?limit=100`, admin)).json().items.length;
    for (const body of [
      { term: '', expansion: 'x' },
      { term: 'x', expansion: '   ' },
      { term: 'x'.repeat(41), expansion: 'y' },
      { term: '!!!', expansion: 'y' },
      { term: 'x' },
    ]) {
      const res = await send(t, 'POST', URL, admin, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.code).toBe('bad_request');
    }
    const client = await newClient(t);
    const body = { term: 'mine', expansion: 'leak' };
    expect((await send(t, 'POST', URL, client.token, body)).statusCode).toBe(403);
    expect((await send(t, 'POST', URL, undefined, body)).statusCode).toBe(401);
    expect((await get(t, URL, client.token)).statusCode).toBe(403);
    expect((await get(t, `${URL}?cursor=oops`, admin)).statusCode).toBe(400);
    expect((await get(t, `${URL}?limit=100`, admin)).json().items).toHaveLength(before);
  });
});
