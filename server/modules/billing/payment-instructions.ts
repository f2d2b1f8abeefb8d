import type { Kysely } from 'kysely';
import type { PaymentInstructions } from '#contracts/billing';
import type { Database } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import * as repo from './payment-instructions.repo';

/** One line break for every kind of line ending, so the preview, pages and PDF agree. */
const normalised = (text: string) => text.replace(/\r\n?/g, '\n');

/** How to pay the platform: the admin writes it, providers read it (decision 0031). */
export function createPaymentInstructions(db: Kysely<Database>, clock: Clock) {
  return {
    async read(): Promise<PaymentInstructions> {
      const row = await repo.readInstructions(db);
      return {
        instructions: row?.instructions ?? '',
        updated_at: row ? row.updated_at.toISOString() : null,
      };
    },

    /** `instructions` arrives trimmed and bounded (the contract); empty clears them. */
    async set(instructions: string): Promise<PaymentInstructions> {
      const row = await repo.writeInstructions(db, normalised(instructions), clock());
      return { instructions: row.instructions, updated_at: row.updated_at.toISOString() };
    },
  };
}

export type PaymentInstructionsService = ReturnType<typeof createPaymentInstructions>;
