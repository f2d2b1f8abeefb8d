import { partiesOf } from '#contracts/chat';
import { type EntityRef, EVENT_ENTITIES } from '#contracts/domain-events';
import type { Notification } from '#contracts/notifications';
import type { Language } from '#locales/languages';
import type { CatalogNames } from '../../db/catalog-names';
import { parseParams, renderNotification, withCatalogNames } from './notification-render';
import type { NotificationRow } from './notifications.repo';

function targetOf(row: NotificationRow): EntityRef | null {
  const entity = EVENT_ENTITIES.find((e) => e === row.target_entity);
  return entity && row.target_id !== null ? { entity, id: row.target_id } : null;
}

/**
 * A stored notification as the bell and the live event show it, in `language`, with the
 * catalog entries it names read from `names` (loaded for the batch: decision 0062). Its
 * `params` carry those names in `language` too, for the app that makes the text itself.
 */
export function toNotification(
  row: NotificationRow,
  language: Language,
  currency: string,
  names: CatalogNames,
): Notification {
  const parties = row.room ? partiesOf(row.room) : null;
  const stored = parseParams(row.params);
  // A row that folded others in (decision 0047) says how many events it stands for.
  const counted = stored && row.repeats > 1 ? { ...stored, count: row.repeats } : stored;
  const params = counted && withCatalogNames(counted, names, language);
  return {
    notification_id: row.notification_id,
    kind: row.kind as Notification['kind'],
    message: renderNotification(
      language,
      currency,
      { kind: row.kind, params, message: row.message },
      names,
    ),
    params,
    room: row.room,
    target: targetOf(row),
    // Without a chat, the notification is about the recipient's own account: a provider's
    // billing or new requests, or a client's expired request.
    client_id:
      parties?.clientId ?? (!row.room && row.kind === 'request_expired' ? row.recipient_id : null),
    sp_id: parties?.spId ?? (!row.room && row.kind !== 'request_expired' ? row.recipient_id : null),
    timestamp: row.created_at.getTime(),
    read: row.read_at !== null,
  };
}
