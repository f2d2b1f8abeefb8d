import type { Kysely } from 'kysely';
import type { PaymentInstructions } from '#contracts/billing';
import type { Database } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import type { AuditActor, AuditRecorder } from '../audit-log/audit-log.service';
import * as repo from './payment-instructions.repo';

/** One line break for every kind of line ending, so the preview, pages and PDF agree. */
const normalised = (text: string) => text.replace(/\r\n?/g, '\n');

/** How to pay the platform: the admin writes it, providers read it (decision 0031). */
export function createPaymentInstructions(
  db: Kysely<Database>,
  clock: Clock,
  audit: AuditRecorder,
) {
  return {
    async read(): Promise<PaymentInstructions> {
      const row = await repo.readInstructions(db);
      return {
        instructions: row?.instructions ?? '',
        updated_at: row ? row.updated_at.toISOString() : null,
      };
    },

    /** `instructions` arrives trimmed and bounded (the contract); empty clears them. */
    async set(instructions: string, by: AuditActor): Promise<PaymentInstructions> {
      const row = await db.transaction().execute(async (trx) => {
        const before = await repo.readInstructions(trx);
        const written = await repo.writeInstructions(trx, normalised(instructions), clock());
        await audit.record(trx, by, {
          action: 'payment-instructions.set',
          target: { entity: 'payment_instructions', id: null },
          before: { instructions: before?.instructions ?? null },
          after: { instructions: written.instructions },
        });
        return written;
      });
      return { instructions: row.instructions, updated_at: row.updated_at.toISOString() };
    },
  };
}

export type PaymentInstructionsService = ReturnType<typeof createPaymentInstructions>;
