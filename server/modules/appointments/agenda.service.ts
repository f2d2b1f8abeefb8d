import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { AGENDA_MAX_ITEMS, type Agenda, type agendaQuery } from '#contracts/agenda';
import { DEFAULT_TIME_ZONE } from '#contracts/request-when';
import { addDays, zonedInstant } from '#contracts/time-zones';
import type { Language } from '#locales/languages';
import type { Database } from '../../db/schema';
import type { Actor } from '../auth/authenticator';
import { providerTimeZone } from '../requests/request-when';
import { agendaOf } from './agenda.repo';

const iso = (at: Date | null) => (at === null ? null : at.toISOString());

/**
 * A provider's or a client's booked jobs, day by day (issue 29 item 3, decision 0078): its own
 * live appointments starting in the asked local days of its zone (a provider's city's; a
 * client has no city, so Asia/Karachi), each with the reader's other jobs at the same time.
 */
export function createAgendaService(db: Kysely<Database>) {
  return {
    async agenda(
      actor: Actor,
      query: z.output<typeof agendaQuery>,
      language: Language,
    ): Promise<Agenda> {
      const party = actor.role === 'serviceproviders' ? 'serviceproviders' : 'clients';
      const zone =
        party === 'serviceproviders' ? await providerTimeZone(db, actor.id) : DEFAULT_TIME_ZONE;
      const range = {
        start: zonedInstant(query.from, '00:00', zone),
        end: zonedInstant(addDays(query.from, query.days), '00:00', zone),
      };
      const rows = await agendaOf(db, party, actor.id, range, AGENDA_MAX_ITEMS + 1, language);
      return {
        from: query.from,
        days: query.days,
        time_zone: zone,
        more: rows.length > AGENDA_MAX_ITEMS,
        items: rows.slice(0, AGENDA_MAX_ITEMS).map((r) => ({
          ...r,
          starts_at: r.starts_at.toISOString(),
          ends_at: r.ends_at.toISOString(),
          on_my_way_at: iso(r.on_my_way_at),
          started_at: iso(r.started_at),
          clashes: r.clashes.map(Number),
        })),
      };
    },
  };
}

export type AgendaService = ReturnType<typeof createAgendaService>;
