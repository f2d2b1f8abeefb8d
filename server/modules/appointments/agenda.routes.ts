import { agenda, agendaQuery } from '#contracts/agenda';
import type { AppInstance } from '../../app-types';
import { accessRules, actorOf } from '../../lib/auth-guard';
import { readerLanguage } from '../../lib/reader-language';
import type { Authenticate } from '../auth/authenticator';
import type { AgendaService } from './agenda.service';

type Deps = { authenticate: Authenticate; agenda: AgendaService };

/** The signed-in provider's or client's agenda (decision 0078): only its own appointments. */
export function registerAgendaRoutes(app: AppInstance, d: Deps): void {
  const access = accessRules(d.authenticate);
  app.get(
    '/agenda',
    { ...access.users(), schema: { querystring: agendaQuery, response: { 200: agenda } } },
    (req) => d.agenda.agenda(actorOf(req), req.query, readerLanguage(req)),
  );
}
