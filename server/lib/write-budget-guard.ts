import type { FastifyInstance, FastifyRequest, preHandlerHookHandler } from 'fastify';
import { tooManyAttempts } from './errors';
import type { Limiter, LimiterStore } from './limiter';
import { type BudgetName, budgetOf, WRITE_BUDGETS } from './write-budgets';

/** Spends one write of a budget for one user; throws 429 (with Retry-After) when it is spent. */
export type WriteBudgets = { spend(name: BudgetName, who: string): Promise<void> };

/** The budgets of `WRITE_BUDGETS`, counted in the limiter store (memory, or Redis). */
export function createWriteBudgets(store: LimiterStore, scale = 1): WriteBudgets {
  const limiters = new Map<BudgetName, Limiter>();
  for (const name of Object.keys(WRITE_BUDGETS) as BudgetName[]) {
    const budget = budgetOf(name);
    if (budget) {
      const max = Math.max(1, Math.ceil(budget.max * scale));
      limiters.set(name, store.limiter(`budget:${name}`, max, budget.windowMs));
    }
  }
  return {
    async spend(name, who) {
      const limiter = limiters.get(name);
      const budget = budgetOf(name);
      if (!limiter || !budget) return;
      const wait = await limiter.take(who);
      if (wait > 0) throw tooManyAttempts(wait, budget.text);
    },
  };
}

/** Whose budget a request spends: its actor's, or its address's on a public route. */
const spenderOf = (request: FastifyRequest) =>
  request.actor ? `${request.actor.role}:${request.actor.id}` : `address:${request.ip}`;

/**
 * Makes every route registered after this call spend the budget it declares, after its access
 * guard and its schemas and before its handler: a refused write reads no file, stores nothing
 * and tells no one.
 */
export function spendDeclaredBudgets(app: FastifyInstance, budgets: WriteBudgets): void {
  app.addHook('onRoute', (route) => {
    const name = route.config?.budget;
    if (!name || !budgetOf(name)) return;
    const spend: preHandlerHookHandler = async (request) => {
      await budgets.spend(name, spenderOf(request));
    };
    const before = route.preHandler;
    route.preHandler = before ? [...(Array.isArray(before) ? before : [before]), spend] : spend;
  });
}
