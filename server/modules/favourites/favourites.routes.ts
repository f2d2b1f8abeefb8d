import {
  favouriteParams,
  favouriteRequest,
  favouriteState,
  favouritesQuery,
  savedProvidersPage,
} from '#contracts/favourites';
import type { AppInstance } from '../../app-types';
import { accessRules, actorOf } from '../../lib/auth-guard';
import type { Authenticate } from '../auth/authenticator';
import type { FavouritesService } from './favourites.service';

type Deps = { authenticate: Authenticate; favourites: FavouritesService };

/** Favourites (decision 0081): a client saves, unsaves and lists providers; only its own. */
export function registerFavouritesRoutes(app: AppInstance, d: Deps): void {
  const access = accessRules(d.authenticate);

  app.get(
    '/favourites',
    {
      ...access.clients(),
      schema: { querystring: favouritesQuery, response: { 200: savedProvidersPage } },
    },
    (req) => d.favourites.list(actorOf(req), req.query),
  );

  app.get(
    '/favourites/:spId',
    { ...access.clients(), schema: { params: favouriteParams, response: { 200: favouriteState } } },
    (req) => d.favourites.state(actorOf(req), req.params.spId),
  );

  app.post(
    '/favourites',
    {
      ...access.clients({ budget: 'favourites' }),
      schema: { body: favouriteRequest, response: { 200: favouriteState } },
    },
    (req) => d.favourites.save(actorOf(req), req.body.sp_id),
  );

  app.delete(
    '/favourites/:spId',
    {
      ...access.clients({ budget: 'favourites' }),
      schema: { params: favouriteParams, response: { 200: favouriteState } },
    },
    (req) => d.favourites.unsave(actorOf(req), req.params.spId),
  );
}
