import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteEntry } from '../lib/route-inventory';
import { type Budget, type NoBudget, WRITE_BUDGETS } from '../lib/write-budgets';
import type { SocketEvent } from '../realtime/socket-events';
import { createTestApp, type TestApp } from '../test/test-app';
import { budgetProblems, socketBudgetProblems } from './budget-rules';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const apiRoutes = () => t.app.routes.filter((r) => r.url.startsWith('/api/'));

describe('write budgets (report N3)', () => {
  it('every route that writes declares a write budget, or a "none" with its reason', () => {
    expect(apiRoutes().flatMap(budgetProblems)).toEqual([]);
  });

  it('every socket event declares a write budget, or a "none" with its reason', () => {
    expect(t.app.socketEvents.flatMap(socketBudgetProblems)).toEqual([]);
  });

  it('each budget allows some writes in a window; each "none" says why in a sentence', () => {
    for (const [name, entry] of Object.entries(WRITE_BUDGETS) as [string, Budget | NoBudget][]) {
      if ('none' in entry) expect(entry.none.length, name).toBeGreaterThan(40);
      else expect(entry.max > 0 && entry.windowMs >= 1000, name).toBe(true);
    }
  });

  it('the routes the report names spend a budget of their own', () => {
    const budgetOf = (method: string, url: string) =>
      apiRoutes().find((r) => r.method === method && r.url === url)?.budget;
    expect(budgetOf('POST', '/api/disputes/:disputeId/statements')).toBe('dispute-statements');
    expect(budgetOf('POST', '/api/orders/:requestId/disputes')).toBe('dispute-openings');
    expect(budgetOf('POST', '/api/client/feedback')).toBe('reviews');
    expect(budgetOf('POST', '/api/sp/reviews/:requestId/reply')).toBe('review-replies');
    expect(budgetOf('POST', '/api/Add-Category')).toBe('category-requests');
    expect(budgetOf('POST', '/api/servicerequestform')).toBe('service-requests');
    expect(budgetOf('POST', '/api/servicerequestform/uploadImage')).toBe('uploads');
  });

  it('the checks find a write route or an event that declares no budget, and a read that spends one', () => {
    const bare: RouteEntry = {
      method: 'POST',
      url: '/api/things/:id/statements',
      access: ['clients'],
      shape: {},
      budget: undefined,
      schema: { params: true, querystring: false, body: true, response: [200] },
      zod: {},
    };
    expect(budgetProblems(bare)).toEqual([
      'POST /api/things/:id/statements: no write budget declared',
    ]);
    expect(budgetProblems({ ...bare, budget: 'dispute-statements' })).toEqual([]);
    expect(budgetProblems({ ...bare, method: 'GET', budget: 'uploads' })).toHaveLength(1);
    expect(budgetProblems({ ...bare, method: 'GET' })).toEqual([]);
    const event = { name: 'poke', access: ['clients'] } as unknown as SocketEvent;
    expect(socketBudgetProblems(event)).toEqual(['poke: no write budget declared']);
  });
});
