import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptedOrder, newClient, newProvider } from '../../test/marketplace';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createRequestSubjects } from './request-subjects';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('what an email about an order names (decision 0060)', () => {
  it('names the price a resolved dispute settled the order at, and the agreed one before', async () => {
    const requestId = await acceptedOrder(t, await newClient(t), await newProvider(t), 1800);
    const subjects = createRequestSubjects(t.db);
    const order = { entity: 'order', id: requestId } as const;
    expect(await subjects.subjectOf(order, 'ur')).toEqual({
      request_id: requestId,
      price_minor: 180_000,
      service: 'لیک کی مرمت',
    });

    await t.db
      .insertInto('disputes')
      .values({
        request_id: requestId,
        opened_by: 'clients',
        reason: 'The tap still leaks',
        evidence: null,
        order_status_before: 'completed',
        status: 'resolved',
        outcome: 'adjusted',
        adjusted_price_minor: 150_000,
        resolution_note: null,
        created_at: new Date(),
        resolved_at: new Date(),
      })
      .execute();
    expect(await subjects.subjectOf(order, 'en')).toEqual({
      request_id: requestId,
      price_minor: 150_000,
      service: 'Leak Repair',
    });
  });
});
