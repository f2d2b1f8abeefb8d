import { numbersAnswer, numbersQuery } from '#contracts/numbers';
import type { AppInstance } from '../../app-types';
import { accessRules } from '../../lib/auth-guard';
import { readerLanguage } from '../../lib/reader-language';
import type { Authenticate } from '../auth/authenticator';
import type { NumbersService } from './numbers.service';

type Deps = { authenticate: Authenticate; numbers: NumbersService };

/** The admin's Numbers (decision 0070): read from the rollups, and exported as CSV. */
export function registerNumbersRoutes(app: AppInstance, d: Deps): void {
  const access = accessRules(d.authenticate);

  app.get(
    '/admin/numbers',
    { ...access.admin(), schema: { querystring: numbersQuery, response: { 200: numbersAnswer } } },
    (req) => d.numbers.read(req.query.days, readerLanguage(req)),
  );

  app.get(
    '/admin/numbers.csv',
    { ...access.admin({ file: true }), schema: { querystring: numbersQuery } },
    async (req, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="numbers-${req.query.days}d.csv"`)
        .send(await d.numbers.csv(req.query.days, readerLanguage(req))),
  );
}
