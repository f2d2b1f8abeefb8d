import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { createDispatcher } from '../events/dispatcher';
import { createEventOutbox } from '../events/event-outbox';
import { systemClock } from '../lib/clock';

/**
 * An event outbox whose events reach no channel, for a service built beside the test app (as a
 * second process would) whose tests look at its writes, not at what it announces.
 */
export function outboxWithoutChannels(db: Kysely<Database>) {
  const dispatcher = createDispatcher({
    db,
    channels: [],
    audiences: { matching_providers_of_request: async () => [] },
    clock: systemClock,
    log: { error() {}, warn() {} },
  });
  return createEventOutbox(db, dispatcher, systemClock);
}
