import type { EmailGroup } from '#contracts/email-notifications';
import type { Delivery } from '../../events/channel';

/**
 * The outbox rows an email is queued as: a chat's digest, or one event's email for one
 * recipient. Both the queueing and the sending (a digest's follow-up) write them.
 */
export function outboxRows(digestMs: number) {
  // A digest is the chat's, not one event's: it names no event and opens the chat.
  const digestRow = (recipientId: number, room: string, params: string, now: Date) => ({
    recipient_id: recipientId,
    email_group: 'messages' as const,
    kind: 'message',
    params,
    room,
    event_id: null,
    target_entity: null,
    target_id: null,
    created_at: now,
    send_after: new Date(now.getTime() + digestMs),
  });

  // One event's email, for its recipient, due at once.
  const singleRow = (
    eventId: number,
    notice: Delivery['notices'][number],
    group: EmailGroup,
    params: string,
    now: Date,
  ) => ({
    recipient_id: notice.to.id,
    email_group: group,
    kind: notice.kind,
    params,
    room: notice.chat,
    event_id: eventId,
    target_entity: notice.target.entity,
    target_id: notice.target.id,
    created_at: now,
    send_after: now,
  });

  return { digestRow, singleRow };
}
