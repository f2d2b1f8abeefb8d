import type { Kysely, Transaction } from 'kysely';
import type { z } from 'zod';
import {
  CHAT_WRITE_WINDOW_MS,
  type ChatHead,
  type ChatMessage,
  type messagesQuery,
  type openChatRequest,
  partiesOf,
  roomOf,
  type SendMessageRequest,
} from '#contracts/chat';
import type { ChatRead } from '#contracts/chat-presence';
import { type ChatSaid, HIDDEN_MESSAGE } from '#contracts/chat-text';
import type { CursorQuery } from '#contracts/common';
import { DEFAULT_LANGUAGE } from '#locales/languages';
import type { Database, UserRole } from '../../db/schema';
import type { HideValues } from '../../db/schema-moderation';
import type { Dispatcher } from '../../events/dispatcher';
import type { EventOutbox } from '../../events/event-outbox';
import { decodeCursor, pageOf } from '../../lib/cursor';
import { forbidden, notFound, tooManyAttempts } from '../../lib/errors';
import type { LimiterStore } from '../../lib/limiter';
import type { AccountContacts } from '../auth/account-contacts';
import type { Actor } from '../auth/authenticator';
import { refuseIfApart, refuseIfKeptApart } from '../blocks/block-rule';
import type { RequestLifecycle } from '../requests/request-lifecycle';
import * as repo from './chat.repo';
import { writeMessage } from './chat-message-write';
import {
  inWords,
  needsWords,
  type Parties,
  partiesFor,
  toChatHead,
  toChatMessage,
} from './chat-rooms';

type Deps = {
  db: Kysely<Database>;
  events: EventOutbox;
  /** Read marks and typing reach open pages through it; nothing stores them. */
  presence: Pick<Dispatcher, 'signal'>;
  limiterStore: LimiterStore;
  requests: Pick<RequestLifecycle, 'find' | 'inFeed' | 'newestInFeedFrom'>;
  /** Messages and offers one user may send per CHAT_WRITE_WINDOW_MS. */
  writesPerWindow: number;
  /** The language each reader reads what the chat wrote itself in (decision 0058). */
  accounts: Pick<AccountContacts, 'languagesOf'>;
  currency: string;
};

/** Chats between a client and a provider: heads, history, and plain messages. */
export function createChatService({
  db,
  events,
  presence,
  limiterStore,
  requests,
  writesPerWindow,
  accounts,
  currency,
}: Deps) {
  const writes = limiterStore.limiter('chat-writes', writesPerWindow, CHAT_WRITE_WINDOW_MS);
  /** Brakes a user who writes faster than a person types (a script flooding a chat). */
  async function countWrite(actor: Actor): Promise<void> {
    const wait = await writes.take(`${actor.role}:${actor.id}`);
    if (wait > 0) throw tooManyAttempts(wait, 'chat.errors.tooFast');
  }

  /** Whether the request is the client's and in the provider's feed now. */
  async function clientRequestInFeed(spId: number, clientId: number, requestId: number) {
    const request = await requests.find(requestId);
    return request?.client_id === clientId && (await requests.inFeed(spId, requestId));
  }

  /** The room's head, for one of its two parties only. */
  async function headFor(actor: Actor, room: string, from: Kysely<Database> = db) {
    const parties = partiesFor(actor, room);
    const head = await repo.findHead(from, room);
    if (!head) throw notFound('chat.errors.chatNotFound');
    return { head, parties };
  }

  /** A message as `actor` reads it: what the server wrote and names, in the actor's language. */
  async function inWordsOf(actor: Actor, message: ChatMessage): Promise<ChatMessage> {
    if (!needsWords(message)) return message;
    const language = (await accounts.languagesOf([actor.id])).get(actor.id);
    return inWords(message, language ?? DEFAULT_LANGUAGE, currency);
  }

  /** The heads as the caller sees them, with how many messages it has not read in each. */
  async function withUnread(actor: Actor, rows: repo.HeadRow[]): Promise<ChatHead[]> {
    if (actor.role === 'admin') return [];
    const unread = await repo.unreadIn(
      db,
      actor.role,
      rows.map((r) => r.room),
    );
    return rows.map((row) => toChatHead(row, actor, currency, unread.get(row.room) ?? 0));
  }

  return {
    headFor,
    countWrite,
    inWordsOf,

    /**
     * For the offers module, inside its transaction: the message showing a new offer, in the
     * chat's history and preview, as a kind and values. Chat's tables are written here only.
     */
    writeOfferMessage: (
      trx: Transaction<Database>,
      parties: Parties,
      o: { room: string; by: UserRole; said: ChatSaid; requestId: number; offerId: number },
    ) =>
      writeMessage(trx, parties, {
        room: o.room,
        by: o.by,
        said: { said: o.said },
        offer: { requestId: o.requestId, offerId: o.offerId },
      }),

    /**
     * For the moderation module, inside its transaction: a moderator hides a typed message
     * (decision 0067); both parties read "hidden" instead, and so does the preview when it
     * showed it. Its room and author, or undefined when it is no typed message or hidden already.
     */
    async hideMessage(trx: Transaction<Database>, messageId: number, hide: HideValues) {
      const hidden = await repo.hideMessage(trx, messageId, hide);
      if (!hidden) return undefined;
      await repo.hidePreviewOf(trx, hidden.room, messageId, HIDDEN_MESSAGE);
      const parties = partiesOf(hidden.room);
      if (!parties) return undefined;
      const author =
        hidden.sender_type === 'clients'
          ? { id: parties.clientId, role: 'clients' as const }
          : { id: parties.spId, role: 'serviceproviders' as const };
      return { room: hidden.room, author };
    },

    /** For the offers module, inside its transaction: the chat's preview tells how an offer ended. */
    showInPreview: (trx: Transaction<Database>, room: string, said: ChatSaid) =>
      repo.touchHead(trx, room, { said }),

    /** The caller has seen the room up to a message: its unread count drops, the sender sees "seen". */
    async markRead(actor: Actor, input: { room: string; message_id: number }): Promise<ChatRead> {
      await headFor(actor, input.room);
      if (actor.role === 'admin') throw forbidden('chat.errors.notAParty');
      const marks = await repo.markRead(db, input.room, actor.role, input.message_id);
      if (!marks) throw notFound('chat.errors.chatNotFound');
      const read: ChatRead = {
        room: input.room,
        reader: actor.role,
        last_read_id: actor.role === 'clients' ? marks.client_read_id : marks.sp_read_id,
      };
      presence.signal({ event: 'chat_read', chat: input.room, payload: read });
      return read;
    },

    /** Tells the other party that the caller is writing in their chat; nothing is stored. */
    async typing(actor: Actor, room: string): Promise<{ room: string }> {
      const parties = partiesFor(actor, room);
      if (actor.role === 'admin') throw forbidden('chat.errors.notAParty');
      if (!(await repo.findHead(db, room))) throw notFound('chat.errors.chatNotFound');
      const other =
        actor.role === 'clients'
          ? { id: parties.spId, role: 'serviceproviders' as const }
          : { id: parties.clientId, role: 'clients' as const };
      presence.signal({ event: 'typing', to: other, payload: { room, by: actor.role } });
      return { room };
    },

    /** One of the caller's chats (a chat opened from a link may be past the pages loaded). */
    async head(actor: Actor, room: string): Promise<ChatHead> {
      const { head } = await headFor(actor, room);
      return withUnread(actor, [head]).then(([one]) => one as ChatHead);
    },

    /** The caller's chats, most recent first, a page at a time. */
    async heads(
      actor: Actor,
      query: CursorQuery,
    ): Promise<{ items: ChatHead[]; nextCursor: string | null }> {
      if (actor.role === 'admin') return { items: [], nextCursor: null };
      const cursor = decodeCursor(query.cursor, ['number', 'string'] as const);
      const after = cursor && { updatedMicros: cursor[0], room: cursor[1] };
      const rows = await repo.headsOf(db, actor.role, actor.id, after, query.limit + 1);
      const page = pageOf(
        rows,
        query.limit,
        (row) => [Number(row.updated_micros), row.room],
        (row) => row,
      );
      return { items: await withUnread(actor, page.items), nextCursor: page.nextCursor };
    },

    /**
     * A provider opens the chat with a client: about a request in the provider's feed, or
     * one they already share. Opening it again returns the same room. The spec's call names
     * no request: then the client's newest request in the feed is the one (decision 0055).
     */
    async open(actor: Actor, input: z.output<typeof openChatRequest>): Promise<ChatHead> {
      const room = roomOf(input.client_id, actor.id);
      await refuseIfKeptApart(db, input.client_id, actor.id);
      if (!(await repo.findHead(db, room))) {
        const allowed = input.request_id
          ? await clientRequestInFeed(actor.id, input.client_id, input.request_id)
          : (await requests.newestInFeedFrom(actor.id, input.client_id)) !== undefined;
        if (!allowed) throw forbidden('chat.errors.startFromFeed');
        await repo.ensureHead(db, room, input.client_id, actor.id);
      }
      const head = await repo.findHead(db, room);
      if (!head) throw notFound('chat.errors.chatNotFound');
      return withUnread(actor, [head]).then(([one]) => one as ChatHead);
    },

    async messages(actor: Actor, query: z.output<typeof messagesQuery>): Promise<ChatMessage[]> {
      const { parties } = await headFor(actor, query.room);
      const [rows, languages] = await Promise.all([
        repo.messagesOf(db, query.room, query.before, query.limit),
        accounts.languagesOf([actor.id]),
      ]);
      const language = languages.get(actor.id) ?? DEFAULT_LANGUAGE;
      return rows.reverse().map((row) => inWords(toChatMessage(row, parties), language, currency));
    },

    send: (actor: Actor, input: SendMessageRequest): Promise<ChatMessage> =>
      sendMessage(actor, input.room, input.message_text),

    /**
     * For the chat-media module: a message carrying a photo or voice note, sent as a typed one
     * is (live to both parties, preview, notice). `attach` writes the attachment's row inside the
     * message's transaction; the preview says "Photo"/"Voice note" in each reader's language.
     * The caller counted the write already, before it read the upload.
     */
    sendWithAttachment: (
      actor: Actor,
      input: { room: string; caption: string; kind: 'photo' | 'voice' },
      attach: (trx: Transaction<Database>, messageId: number) => Promise<void>,
    ): Promise<ChatMessage> =>
      sendMessage(actor, input.room, input.caption, { kind: input.kind, attach }),
  };

  /** A message a person sends: typed, or a photo or voice note with its caption. */
  async function sendMessage(
    actor: Actor,
    room: string,
    text: string,
    media?: {
      kind: 'photo' | 'voice';
      attach: (trx: Transaction<Database>, messageId: number) => Promise<void>;
    },
  ): Promise<ChatMessage> {
    // Refused before anything is read when the room is not the caller's.
    const parties = partiesFor(actor, room);
    // An attachment's upload was counted before its body was read (chat-media's `admit`).
    if (!media) await countWrite(actor);
    const fromClient = actor.role === 'clients';
    // The chat read, the message, its preview and the bell's notice: one transaction, one
    // commit (decision 0091), which other messages sent meanwhile may share (0116).
    return events.transaction(
      async (trx, record) => {
        // The head and whether its parties are kept apart: one read.
        const head = await repo.findHeadToWrite(trx, room);
        if (!head) throw notFound('chat.errors.chatNotFound');
        refuseIfApart(head);
        const message = await writeMessage(trx, parties, {
          room,
          by: fromClient ? 'clients' : 'serviceproviders',
          said: { typed: text },
          media,
        });
        await record({
          type: 'message.sent',
          subject: { entity: 'message', id: message.message_id },
          notices: [
            {
              to: fromClient
                ? { id: parties.spId, role: 'serviceproviders' }
                : { id: parties.clientId, role: 'clients' },
              kind: 'message',
              params: { name: fromClient ? head.client_name : head.sp_name },
              chat: room,
            },
          ],
          live: [{ event: 'all_receive_message', chat: room, payload: message }],
        });
        return message;
      },
      // A typed message may commit with others sent meanwhile (decision 0116); one with an
      // attachment, whose upload is already stored, commits alone.
      { deliverInside: true, ...(media ? {} : { together: room }) },
    );
  }
}

export type ChatService = ReturnType<typeof createChatService>;
