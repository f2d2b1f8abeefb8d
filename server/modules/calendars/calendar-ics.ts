import ical, { ICalEventStatus } from 'ical-generator';
import { orderPath } from '#contracts/notification-links';
import type { Language } from '#locales/languages';
import type { UserRole } from '../../db/schema';
import { textOf } from '../../lib/i18n';
import type { CalendarEventRow } from './calendar-events.repo';

/** Who the calendar is for, and where its events link. */
export interface CalendarReader {
  role: UserRole;
  language: Language;
  publicUrl: string;
}

/** Calendar apps read the feed again after this many seconds (REFRESH-INTERVAL, TTL). */
export const FEED_REFRESH_SECONDS = 60 * 60;

/**
 * An event's UID: one per order, the same in the feed and in a downloaded file, so a calendar
 * that has both (or reads the feed again after a reschedule) keeps one event and moves it.
 */
const uidOf = (requestId: number, publicUrl: string) =>
  `appointment-${requestId}@${new URL(publicUrl).host}`;

function addEvent(
  calendar: ReturnType<typeof ical>,
  row: CalendarEventRow,
  reader: CalendarReader,
) {
  const t = (key: Parameters<typeof textOf>[1], params?: Parameters<typeof textOf>[2]) =>
    textOf(reader.language, key, params);
  const link = `${reader.publicUrl}${orderPath(reader.role, row.request_id)}`;
  calendar.createEvent({
    id: uidOf(row.request_id, reader.publicUrl),
    // Instants in UTC: a phone shows them in its own zone, right wherever it is.
    start: row.starts_at,
    end: row.ends_at,
    stamp: row.cancelled_at ?? row.booked_at,
    summary: t('orders.calendar.summary', { service: row.service, name: row.other_party }),
    location: `${row.address}, ${row.city}`,
    description: t('orders.calendar.description', { id: row.request_id, link }),
    url: link,
    // An admin voids a disputed order without touching its appointment: cancelled too.
    status:
      row.cancelled_at || row.order_status === 'cancelled'
        ? ICalEventStatus.CANCELLED
        : ICalEventStatus.CONFIRMED,
  });
}

/** An iCalendar text of `rows` for `reader` (a feed, or one appointment's file). */
export function calendarText(rows: readonly CalendarEventRow[], reader: CalendarReader): string {
  const calendar = ical({
    name: textOf(reader.language, 'orders.calendar.name'),
    prodId: { company: 'service-marketplace', product: 'appointments', language: 'EN' },
    ttl: FEED_REFRESH_SECONDS,
  });
  for (const row of rows) addEvent(calendar, row, reader);
  return calendar.toString();
}
