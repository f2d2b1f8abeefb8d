import type { Transaction } from 'kysely';
import type { ChatRead, TypingEvent } from '#contracts/chat-presence';
import type {
  DomainEvent,
  DomainEventType,
  EntityRef,
  LiveUpdate,
  Notice,
  Recipient,
} from '#contracts/domain-events';
import type { Database } from '../db/schema';

/** A notice with its target filled in (the event's subject when the service named none). */
export type DeliveredNotice = Notice & { target: EntityRef };

/**
 * An event as a channel receives it: its id (the idempotency key of every row a channel
 * writes for it), its type and subject, everyone told (a fan-out already expanded) and what
 * open pages see.
 */
export type Delivery = {
  eventId: number;
  type: DomainEventType;
  subject: DomainEvent['subject'];
  notices: DeliveredNotice[];
  live: LiveUpdate[];
};

/** What open pages are told and nothing stores: a read mark, someone typing. */
export type PresenceSignal =
  | { event: 'chat_read'; chat: string; payload: ChatRead }
  | { event: 'typing'; to: Recipient; payload: TypingEvent };

/** What a channel does once the batch's transaction committed (a push naming a stored row). */
export type AfterCommit = () => void;

/**
 * One way of telling people (design rule 17): live sockets, the bell, email; push and texts
 * later. A channel must be safe to call again for the same events (a crash or a failure brings
 * them back). One that only reaches open pages (`writes: false`) is delivered first, outside any
 * transaction: it is what a reader waits for. The ones that store rows are delivered together
 * in one transaction with the events' "delivered" mark, keyed by event id, so a batch is
 * stored everywhere or nowhere.
 */
export type Channel =
  | {
      name: string;
      writes: false;
      deliver(batch: Delivery[]): Promise<void>;
      /** Presence signals (read marks, typing) go only to channels that reach open pages. */
      signal?(signal: PresenceSignal): void;
    }
  | {
      name: string;
      writes: true;
      deliver(batch: Delivery[], trx: Transaction<Database>): Promise<AfterCommit | undefined>;
    };
