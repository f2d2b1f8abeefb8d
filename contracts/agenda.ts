import { z } from 'zod';
import { localDay } from './request-when';

/** An agenda shows at most a week. */
export const AGENDA_MAX_DAYS = 7;
/** An agenda lists at most this many appointments; `more` says some were left out. */
export const AGENDA_MAX_ITEMS = 200;

/** `GET /agenda`: `days` local days from `from`, in the reader's zone (decision 0078). */
export const agendaQuery = z.object({
  from: localDay,
  days: z.coerce.number().int().min(1).max(AGENDA_MAX_DAYS).default(1),
});

/** One booked job of the reader's agenda. */
export const agendaItem = z.object({
  request_id: z.number().int(),
  /** The service, in the reader's language. */
  service_name: z.string(),
  /** The client's name for a provider, the provider's for a client. */
  other_name: z.string(),
  address: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  time_zone: z.string(),
  on_my_way_at: z.string().nullable(),
  started_at: z.string().nullable(),
  /** The ids of the reader's other live appointments that overlap this one. */
  clashes: z.array(z.number().int()),
});
export type AgendaItem = z.infer<typeof agendaItem>;

export const agenda = z.object({
  from: z.string(),
  days: z.number().int(),
  /** The zone the days are in: the reader's city's, or Asia/Karachi. */
  time_zone: z.string(),
  items: z.array(agendaItem),
  more: z.boolean(),
});
export type Agenda = z.infer<typeof agenda>;
