import {
  blockedPage,
  blockRequest,
  blockState,
  blocksQuery,
  blockUserParams,
} from '#contracts/moderation';
import type { AppInstance } from '../../app-types';
import { accessRules, actorOf } from '../../lib/auth-guard';
import type { Authenticate } from '../auth/authenticator';
import type { BlocksService } from './blocks.service';

type Deps = { authenticate: Authenticate; blocks: BlocksService };

/** Blocks (decision 0067): a client or provider blocks, unblocks and lists. */
export function registerBlocksRoutes(app: AppInstance, d: Deps): void {
  const access = accessRules(d.authenticate);

  app.get(
    '/blocks',
    { ...access.users(), schema: { querystring: blocksQuery, response: { 200: blockedPage } } },
    (req) => d.blocks.list(actorOf(req), req.query),
  );

  app.get(
    '/blocks/:userId',
    { ...access.users(), schema: { params: blockUserParams, response: { 200: blockState } } },
    (req) => d.blocks.state(actorOf(req), req.params.userId),
  );

  app.post(
    '/blocks',
    {
      ...access.users({ budget: 'blocks' }),
      schema: { body: blockRequest, response: { 200: blockState } },
    },
    (req) => d.blocks.block(actorOf(req), req.body.user_id),
  );

  app.delete(
    '/blocks/:userId',
    {
      ...access.users({ budget: 'blocks' }),
      schema: { params: blockUserParams, response: { 200: blockState } },
    },
    (req) => d.blocks.unblock(actorOf(req), req.params.userId),
  );
}
