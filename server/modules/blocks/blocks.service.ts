import type { Kysely } from 'kysely';
import type { CursorQuery } from '#contracts/common';
import { ErrorCode } from '#contracts/errors';
import type { BlockedPage, BlockState } from '#contracts/moderation';
import type { Database } from '../../db/schema';
import { decodeCursor, pageOf } from '../../lib/cursor';
import { AppError, notFound } from '../../lib/errors';
import type { AccountContacts } from '../auth/account-contacts';
import type { Actor } from '../auth/authenticator';
import * as repo from './blocks.repo';

/** A person blocks and unblocks another, and lists whom they blocked (decision 0067). */
export function createBlocksService(
  db: Kysely<Database>,
  accounts: Pick<AccountContacts, 'contactsOf'>,
) {
  async function stateWith(actor: Actor, other: number): Promise<BlockState> {
    const { iBlocked, blockedMe } = await repo.between(db, actor.id, other);
    return { user_id: other, i_blocked: iBlocked, blocked_me: blockedMe };
  }

  /** The other person must be a client or provider account; never the caller. */
  async function mustBeOther(actor: Actor, other: number): Promise<void> {
    if (other === actor.id) throw new AppError(ErrorCode.blockSelf, 400, 'errors.codes.block.self');
    const role = (await accounts.contactsOf([other])).get(other)?.role;
    if (role !== 'clients' && role !== 'serviceproviders') throw notFound();
  }

  return {
    state: async (actor: Actor, other: number) => {
      await mustBeOther(actor, other);
      return stateWith(actor, other);
    },

    /** Blocking twice is the same block. */
    async block(actor: Actor, other: number): Promise<BlockState> {
      await mustBeOther(actor, other);
      await repo.insertBlock(db, actor.id, other);
      return stateWith(actor, other);
    },

    /** Unblocking someone not blocked answers 404. */
    async unblock(actor: Actor, other: number): Promise<BlockState> {
      await mustBeOther(actor, other);
      if (!(await repo.deleteBlock(db, actor.id, other))) throw notFound();
      return stateWith(actor, other);
    },

    async list(actor: Actor, query: CursorQuery): Promise<BlockedPage> {
      const before = decodeCursor(query.cursor, ['number'] as const)?.[0];
      const rows = await repo.blockedBy(db, actor.id, before, query.limit + 1);
      return pageOf(
        rows,
        query.limit,
        (r) => [r.blocked_id],
        (r) => ({
          user_id: r.blocked_id,
          role: r.role === 'clients' ? ('clients' as const) : ('serviceproviders' as const),
          name: r.name ?? '',
          blocked_at: r.created_at.getTime(),
        }),
      );
    },
  };
}

export type BlocksService = ReturnType<typeof createBlocksService>;
