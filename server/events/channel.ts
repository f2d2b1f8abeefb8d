import type { ChatRead, TypingEvent } from '#contracts/chat-presence';
import type {
  DomainEvent,
  DomainEventType,
  EntityRef,
  LiveUpdate,
  Notice,
  Recipient,
} from '#contracts/domain-events';

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

/**
 * One way of telling people (design rule 17): the bell, live sockets, email; push and texts
 * later. `deliver` gets a batch of events and must be safe to call again for the same ones
 * (a crash or a failed channel brings them back): rows it writes are keyed by event id.
 */
export type Channel = {
  name: string;
  deliver(batch: Delivery[]): Promise<void>;
  /** Channels that reach open pages also carry presence signals. */
  signal?(signal: PresenceSignal): void;
};
