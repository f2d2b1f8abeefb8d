/** The price guides (decision 0083): the loaded orders of the last 90 days, counted once. */
import { sql } from 'kysely';
import { countAcceptedOrders } from '../../server/db/migrations/0055-price-guides';
import type { Step } from './step';

export const priceGuideSteps: Step[] = [
  {
    table: 'price_guide_days',
    async run(db) {
      await sql`truncate price_guide_days`.execute(db);
      await countAcceptedOrders(db);
      const row = await db
        .selectFrom('price_guide_days')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return row.n;
    },
  },
];
