/** The admin's Numbers rollups (decision 0070), filled by the job's own code after the load. */
import { createNumbersService } from '../../server/modules/numbers/numbers.service';
import type { Step } from './step';

/**
 * One run of the `numbers` job on the loaded database: its first run backfills every day of
 * history, as it would at the first start of the app on this data.
 */
export const numbersSteps: Step[] = [
  {
    table: 'numbers_cells (job run)',
    async run(db) {
      await createNumbersService(db, () => new Date()).roll();
      const row = await db
        .selectFrom('numbers_cells')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return row.n;
    },
  },
];
