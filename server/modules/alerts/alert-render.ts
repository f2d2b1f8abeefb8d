import type { PushPayload } from '#contracts/alerts';
import { EVENT_ENTITIES } from '#contracts/domain-events';
import { notificationPath } from '#contracts/notification-links';
import type { NotificationKind } from '#contracts/notification-text';
import type { Language } from '#locales/languages';
import type { CatalogNames } from '../../db/catalog-names';
import { textOf } from '../../lib/i18n';
import type { TextMessage } from '../../lib/texts/text-sender';
import { parseParams, renderNotification } from '../notifications/notification-render';
import type { DueAlert } from './alerts.repo';

const ISOLATES = /[\u2066-\u2069]/g;

type Reader = { language: Language; role: 'clients' | 'serviceproviders' };

/**
 * What an alert says and opens, in its reader's language at the moment it is sent, naming
 * catalog entries with `names` (read for it: decision 0062).
 */
export function alertWords(row: DueAlert, reader: Reader, currency: string, names: CatalogNames) {
  const params = parseParams(row.params);
  if (!params) return null;
  const said = renderNotification(
    reader.language,
    currency,
    { kind: row.kind, params, message: null },
    names,
  );
  // A chat's alert stands for every message since the last: it says how many.
  const text =
    row.repeats > 1 && row.alert_group === 'messages'
      ? `${said} ${textOf(reader.language, 'notifications.alerts.moreMessages', { count: row.repeats })}`
      : said;
  const entity = EVENT_ENTITIES.find((e) => e === row.target_entity);
  const target = entity && row.target_id !== null ? { entity, id: row.target_id } : null;
  const path = notificationPath(reader.role, {
    kind: row.kind as NotificationKind,
    room: row.room,
    target,
  });
  // A chat's newer alert replaces its older one on the device; others stand alone.
  const tag =
    row.room !== null ? `chat:${row.room}` : `${row.kind}:${row.target_entity}:${row.target_id}`;
  return { text, path, tag };
}

export function pushPayloadOf(
  words: NonNullable<ReturnType<typeof alertWords>>,
  language: Language,
): PushPayload {
  return {
    title: textOf(language, 'notifications.alerts.pushTitle'),
    body: words.text,
    url: words.path,
    tag: words.tag,
  };
}

/**
 * A text: the words and the link to open; an SMS also says how to stop. WhatsApp's template
 * takes the words and the link as its two parameters (decision 0051).
 */
export function textMessageOf(
  row: DueAlert,
  words: NonNullable<ReturnType<typeof alertWords>>,
  to: string,
  language: Language,
  publicUrl: string,
): TextMessage {
  const link = `${publicUrl}${words.path}`;
  const sms = row.channel === 'sms';
  const stop = sms ? ` ${textOf(language, 'notifications.alerts.smsStop')}` : '';
  // An English SMS in GSM-7 costs half of one with any other character (UCS-2): the isolates
  // around names go; an Urdu SMS is UCS-2 anyway and keeps them.
  const said = sms && language === 'en' ? words.text.replace(ISOLATES, '') : words.text;
  return {
    to,
    kind: row.kind,
    language,
    text: `${said} ${link}${stop}`,
    params: [words.text, link],
    reference: `alert-${row.alert_id}`,
  };
}
