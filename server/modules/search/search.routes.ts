import { cursorQuery } from '#contracts/common';
import { errorBody } from '#contracts/errors';
import {
  searchPage,
  searchQuery,
  searchSynonym,
  searchSynonymInput,
  searchSynonymPage,
  synonymIdParams,
} from '#contracts/search';
import type { AppInstance } from '../../app-types';
import { accessRules, actorOf, publicAccess } from '../../lib/auth-guard';
import { tooManyAttempts } from '../../lib/errors';
import type { Limiter } from '../../lib/limiter';
import { readerLanguage } from '../../lib/reader-language';
import type { Authenticate } from '../auth/authenticator';
import type { SearchService } from './search.service';
import type { SynonymsService } from './synonyms.service';

type Deps = {
  authenticate: Authenticate;
  search: SearchService;
  synonyms: SynonymsService;
  /** Search reads what public pages show, so anyone may search, braked per address. */
  publicSearches: Limiter;
};

export function registerSearchRoutes(app: AppInstance, d: Deps): void {
  const access = accessRules(d.authenticate);
  const brake = async (req: { ip: string }) => {
    const wait = await d.publicSearches.take(req.ip);
    if (wait > 0) throw tooManyAttempts(wait, 'errors.codes.rate_limited');
  };

  app.get(
    '/search',
    {
      ...publicAccess(),
      preHandler: brake,
      schema: { querystring: searchQuery, response: { 200: searchPage, 429: errorBody } },
    },
    (req) => d.search.search(req.query, readerLanguage(req)),
  );

  app.get(
    '/admin/search-synonyms',
    {
      ...access.admin(),
      schema: { querystring: cursorQuery, response: { 200: searchSynonymPage } },
    },
    (req) => d.synonyms.list(req.query),
  );

  app.post(
    '/admin/search-synonyms',
    {
      ...access.admin({ budget: 'admin' }),
      schema: { body: searchSynonymInput, response: { 200: searchSynonym } },
    },
    (req) => d.synonyms.add(req.body, actorOf(req)),
  );

  app.delete(
    '/admin/search-synonyms/:synonymId',
    {
      ...access.admin({ noBody: true, budget: 'admin' }),
      schema: { params: synonymIdParams, response: { 200: searchSynonym } },
    },
    (req) => d.synonyms.remove(req.params.synonymId, actorOf(req)),
  );
}
