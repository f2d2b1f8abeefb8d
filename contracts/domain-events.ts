import type { NotificationContent } from './notification-text';
import type { ServerToClient } from './socket-events';

/** What a domain event is about, and what a notification opens: an entity, by its id. */
export const EVENT_ENTITIES = [
  'order',
  'offer',
  'request',
  'invoice',
  'dispute',
  'message',
  'id_check',
] as const;
export type EventEntity = (typeof EVENT_ENTITIES)[number];
export type EntityRef = { entity: EventEntity; id: number };

/**
 * Every domain event, with the kind of entity it is about (design rule 17). A new event is one
 * entry here; the services that record it and the channels that deliver it need nothing else.
 */
export const DOMAIN_EVENTS = {
  'message.sent': 'message',
  'offer.made': 'offer',
  'offer.countered': 'offer',
  'offer.accepted': 'offer',
  'offer.declined': 'offer',
  'offer.withdrawn': 'offer',
  'offer.expiring': 'offer',
  'offer.expired': 'offer',
  'request.filed': 'request',
  'request.expired': 'request',
  'order.completed': 'order',
  'order.cancelled': 'order',
  'order.stale': 'order',
  'dispute.opened': 'dispute',
  'dispute.statement': 'dispute',
  'dispute.resolved': 'dispute',
  'invoice.paid': 'invoice',
  'invoice.proof_rejected': 'invoice',
  'invoice.issued': 'invoice',
  'invoice.due_soon': 'invoice',
  'invoice.overdue': 'invoice',
  'id_check.approved': 'id_check',
  'id_check.rejected': 'id_check',
  'review.hidden': 'order',
  'message.hidden': 'message',
  'invoice.reminded': 'invoice',
  'order.reschedule_proposed': 'order',
  'order.rescheduled': 'order',
  'order.reschedule_declined': 'order',
  'order.reschedule_withdrawn': 'order',
  'order.reminder': 'order',
  'order.on_my_way': 'order',
  'order.started': 'order',
  'order.provider_late': 'order',
} as const satisfies Record<string, EventEntity>;
export type DomainEventType = keyof typeof DOMAIN_EVENTS;

/** The subject of an event of `type`: the entity kind that type names, and its id. */
export type SubjectOf<T extends DomainEventType> = {
  entity: (typeof DOMAIN_EVENTS)[T];
  id: number;
};

export type Recipient = { id: number; role: 'clients' | 'serviceproviders' };

/**
 * One person told of an event: what (a notification's kind and values, worded in the reader's
 * language when read or sent), the chat it happened in (the spec's `room`, null outside a chat)
 * and what it opens (the event's subject unless it names another entity).
 */
export type NoticeContent = NotificationContent & { chat: string | null; target?: EntityRef };
export type Notice = NoticeContent & { to: Recipient };

/** The spec's live events about a chat, sent to both its parties' open pages. */
type ChatLiveEvent =
  | 'all_receive_message'
  | 'receive_service_request'
  | 'service_request_accepted'
  | 'service_request_canceled'
  | 'message_hidden';
export type LiveUpdate = {
  [E in ChatLiveEvent]: { event: E; chat: string; payload: Parameters<ServerToClient[E]>[0] };
}[ChatLiveEvent];

/** Recipients found when the event is delivered rather than when it is written (a fan-out). */
export type Audience = { matching_providers_of_request: number };

/**
 * A domain event as a service records it, in the transaction of the change it reports: its
 * subject, who is told what, what open pages see, and (for a fan-out) whom the dispatcher
 * finds and what it tells each of them.
 */
export type DomainEvent = {
  [T in DomainEventType]: {
    type: T;
    subject: SubjectOf<T>;
    notices?: Notice[];
    live?: LiveUpdate[];
    fanOut?: { audience: Audience; notice: NoticeContent };
  };
}[DomainEventType];
