import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LAHORE, LEAK_REPAIR, newProvider } from '../../test/marketplace';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_READS_PER_MINUTE: '2' });
});
afterAll(() => t.close());

describe('PUBLIC_READS_PER_MINUTE', () => {
  it('sets how many reads of each public page kind and searches one address makes a minute', async () => {
    const sp = await newProvider(t);
    const kinds = [
      `/api/public/services/${LEAK_REPAIR}/${LAHORE}`,
      `/api/public/providers/${sp.id}`,
      '/api/search?q=leak',
    ];
    for (const url of kinds) {
      const read = () => t.app.inject({ method: 'GET', url, remoteAddress: '10.7.7.7' });
      expect([(await read()).statusCode, (await read()).statusCode]).toEqual([200, 200]);
      expect((await read()).statusCode).toBe(429);
    }
  });
});
