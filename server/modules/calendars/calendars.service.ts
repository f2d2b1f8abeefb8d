import type { Kysely } from 'kysely';
import { calendarFeedPath } from '#contracts/calendars';
import type { Language } from '#locales/languages';
import { DEFAULT_LANGUAGE } from '#locales/languages';
import type { Database, UserRole } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { notFound } from '../../lib/errors';
import { hashOfToken, newSecretToken } from '../../lib/secret-token';
import type { Actor } from '../auth/authenticator';
import { calendarEventOf, calendarEventsOf } from './calendar-events.repo';
import * as feeds from './calendar-feeds.repo';
import { calendarText } from './calendar-ics';

/** A feed shows the appointments from this many days ago… */
const FEED_DAYS_BACK = 30;
/** …to this many ahead (a request's day is at most 90 ahead; a reschedule may go further). */
const FEED_DAYS_AHEAD = 400;
/** And at most this many events, the soonest first. */
const FEED_MAX_EVENTS = 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

type Party = { id: number; role: UserRole; language: Language };

export function createCalendarsService(deps: {
  db: Kysely<Database>;
  clock: Clock;
  publicUrl: string;
}) {
  const { db, clock, publicUrl } = deps;
  const partyOf = (actor: Actor): Party => {
    if (actor.role === 'admin') throw notFound();
    return { id: actor.id, role: actor.role, language: actor.language ?? DEFAULT_LANGUAGE };
  };
  const reader = (party: Party) => ({ role: party.role, language: party.language, publicUrl });

  return {
    /** One order's appointment as an `.ics` file, for a party to it. */
    async appointmentFile(actor: Actor, requestId: number): Promise<string> {
      const party = partyOf(actor);
      const row = await calendarEventOf(db, party, requestId);
      if (!row) throw notFound('orders.calendar.noAppointment');
      return calendarText([row], reader(party));
    },

    async feedState(actor: Actor) {
      const live = await feeds.liveFeedOf(db, partyOf(actor).id);
      return { created_at: live ? live.created_at.toISOString() : null };
    },

    /** Makes the account's feed link (the old one stops); the only time its URL is shown. */
    async makeFeed(actor: Actor) {
      const party = partyOf(actor);
      const token = newSecretToken();
      const now = clock();
      await feeds.replaceFeed(db, party.id, hashOfToken(token), now);
      return { url: `${publicUrl}${calendarFeedPath(token)}`, created_at: now.toISOString() };
    },

    async revokeFeed(actor: Actor): Promise<void> {
      const party = partyOf(actor);
      if (!(await feeds.revokeFeed(db, party.id, clock()))) throw notFound();
    },

    /** The calendar a feed file name (`<token>.ics`) opens; 404 when unknown or revoked. */
    async feed(file: string): Promise<string> {
      const token = file.slice(0, -'.ics'.length);
      const account = await feeds.accountOfFeed(db, hashOfToken(token));
      if (!account) throw notFound();
      const now = clock().getTime();
      const rows = await calendarEventsOf(
        db,
        account,
        new Date(now - FEED_DAYS_BACK * DAY_MS),
        new Date(now + FEED_DAYS_AHEAD * DAY_MS),
        FEED_MAX_EVENTS,
      );
      return calendarText(rows, reader(account));
    },
  };
}

export type CalendarsService = ReturnType<typeof createCalendarsService>;
