import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { CursorQuery } from '#contracts/common';
import { whenParams } from '#contracts/request-when';
import type { FeedPage, feedQuery, PendingRequest, serviceRequestForm } from '#contracts/requests';
import { FEED_SINCE_DAYS } from '#contracts/requests';
import { dayBounds } from '#contracts/time-zones';
import type { Language } from '#locales/languages';
import type { Database } from '../../db/schema';
import type { EventOutbox, RecordEvents } from '../../events/event-outbox';
import type { Clock } from '../../lib/clock';
import { decodeCursor, pageOf } from '../../lib/cursor';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { fileKinds, mimeOfStoredFile } from '../../lib/file-signature';
import type { FileStore } from '../../lib/file-store';
import { textOf } from '../../lib/i18n';
import type { UploadedFile } from '../../lib/multipart';
import type { Actor } from '../auth/authenticator';
import { refuseIfKeptApart } from '../blocks/block-rule';
import type { CatalogService } from '../catalog/catalog.service';
import { isOnLeadHold } from '../overdue/lead-hold';
import { outsideHours, providerWeek, slotOf } from '../providers/week-marks';
import { directColumns } from './direct-requests';
import * as feedRepo from './feed.repo';
import { areaOf } from './request-area';
import { requestErrors } from './request-errors';
import { providerTimeZone, whenColumns, whenOfRequest, withWhen } from './request-when';
import * as repo from './requests.repo';
import { sameFiling } from './same-filing';

const DAY_MS = 24 * 60 * 60 * 1000;
export const REQUEST_IMAGE_AREA = 'requests';
export const requestImagePath = (requestId: number) => `/servicerequestform/image/${requestId}`;
const imagePathOf = (row: { request_id: number; image: string | null }) =>
  row.image ? requestImagePath(row.request_id) : null;

/** An area found in an address, or the city in the reader's language when none was. */
const areaOrCity = (area: string, cityEn: string, city: string) => (area === cityEn ? city : area);

const emptyFeed = { requests: [], total: 0, totalCapped: false, nextCursor: null };

const notPendingForImage = () => conflict('requests.errors.notPendingForImage');

/**
 * A request whose photo follows is announced once the photo is in, or after this long at the
 * latest (the upload failed, or the tab closed): walkthrough M1, decision 0057.
 */
export const ANNOUNCE_HOLD_MS = 2 * 60 * 1000;
type Trx = Parameters<Parameters<EventOutbox['transaction']>[0]>[0];

/** Every provider whose feed the request joins hears of it (bell, and its feed refetches). */
async function announce(
  trx: Trx,
  record: RecordEvents,
  r: { request_id: number; city_id: number; service_id: number },
) {
  const names = await repo.serviceAndCity(trx, r.city_id, r.service_id);
  if (!names) return;
  const request_id = r.request_id;
  // The notice names the time asked for, in each provider's language (decision 0074).
  const when = whenParams(await whenOfRequest(trx, request_id));
  await record({
    type: 'request.filed',
    subject: { entity: 'request', id: request_id },
    fanOut: {
      audience: { matching_providers_of_request: request_id },
      notice: {
        kind: 'new_request',
        // The catalog by id, named in each provider's language when read (decision 0062).
        params: { ...names, service_id: r.service_id, city_id: r.city_id, request_id, ...when },
        chat: null,
      },
    },
  });
}

/** A client's service requests: filing one, its attachment, and the providers' feed. */
export function createRequestsService(
  db: Kysely<Database>,
  files: FileStore,
  catalog: Pick<CatalogService, 'cityExists'>,
  clock: Clock,
  events: EventOutbox,
) {
  async function mayViewImage(
    actor: Actor,
    request: { request_id: number; client_id: number; sp_id: number | null },
  ): Promise<boolean> {
    if (actor.role === 'admin') return true;
    if (actor.role === 'clients') return request.client_id === actor.id;
    return (
      request.sp_id === actor.id ||
      (await feedRepo.inFeed(db, actor.id, request.request_id, clock())) ||
      (await repo.offeredTo(db, request.request_id, actor.id))
    );
  }

  return {
    /**
     * Files a request. With a `clientKey` (the form's `Idempotency-Key`), a second call with the
     * same key answers the request the first one filed: a double click files one request. When
     * its photo follows (`imageFollows`), its providers hear of it once the photo is in, so the
     * card they see live carries it (at the latest after ANNOUNCE_HOLD_MS).
     */
    async create(
      clientId: number,
      input: z.output<typeof serviceRequestForm>,
      clientKey?: string,
      imageFollows = false,
    ) {
      if (!(await repo.activeServiceExists(db, input.service_id)))
        throw notFound('requests.errors.serviceUnavailable');
      if (!(await catalog.cityExists(input.city_id)))
        throw badRequest('requests.errors.chooseCity');
      // Filed on the injected clock: expiry (REQUEST_TTL_DAYS) compares against the same clock.
      const now = clock();
      // Its slot in UTC, from the day and hours in the city's zone (decision 0074).
      const when = await whenColumns(db, input.city_id, input.when, now);
      // A direct request (decision 0065): its provider alone sees it for a while.
      const direct = await directColumns(db, input, now);
      // Not to a provider either of the two blocked (decision 0067).
      if (direct) await refuseIfKeptApart(db, clientId, direct.direct_provider_id);
      const { direct_provider_id: _, keep_direct: __, when: ___, ...fields } = input;
      const values = {
        client_id: clientId,
        ...fields,
        ...when,
        ...direct,
        request_date: now,
        announce_after: imageFollows ? new Date(now.getTime() + ANNOUNCE_HOLD_MS) : null,
      };
      const filed = await events.transaction(async (trx, record) => {
        const filed = clientKey
          ? await repo.insertRequestOnce(trx, { ...values, client_key: clientKey })
          : { request_id: await repo.insertRequest(trx, values), filed: values, created: true };
        // A repeated send files nothing, so it tells no one again; a held one is told later.
        if (filed.created && !imageFollows)
          await announce(trx, record, { ...input, request_id: filed.request_id });
        return filed;
      });
      if (!sameFiling(filed.filed, values)) throw requestErrors.keyReused();
      return { result: filed.request_id, message: textOf('en', 'requests.sent.title') };
    },

    async attachImage(clientId: number, requestId: number, image: UploadedFile | undefined) {
      if (!image) throw badRequest('requests.errors.chooseImage');
      const request = await repo.findRequest(db, requestId);
      if (!request || request.client_id !== clientId) throw notFound('requests.errors.notFound');
      if (request.status !== 'pending') throw notPendingForImage();
      const name = await files.savePrivate(
        REQUEST_IMAGE_AREA,
        fileKinds[image.kind].ext,
        image.bytes,
      );
      const previous = await repo.setImage(db, requestId, clientId, name);
      if (previous === undefined) {
        await files.removePrivate(REQUEST_IMAGE_AREA, name);
        throw notPendingForImage();
      }
      if (previous.replaced) await files.removePrivate(REQUEST_IMAGE_AREA, previous.replaced);
      // A request held for its photo is announced now, with the photo (once: the hold is taken).
      await events.transaction(async (trx, record) => {
        for (const r of await repo.releaseAnnouncements(trx, { requestId }))
          await announce(trx, record, r);
      });
      return { message: textOf('en', 'requests.sent.imageUploaded') };
    },

    /**
     * The attachment, for the client who filed the request, a provider while it is in their
     * feed or while they are a party to an offer on it, the provider it went to, and the admin.
     */
    async image(actor: Actor, requestId: number) {
      const request = await repo.findRequest(db, requestId);
      // A request the caller may not see answers as a missing one: no existence leak.
      if (!request || !(await mayViewImage(actor, request)))
        throw notFound('requests.errors.notFound');
      if (!request.image) throw notFound('requests.errors.noImage');
      return {
        bytes: await files.readPrivate(REQUEST_IMAGE_AREA, request.image),
        mime: mimeOfStoredFile(request.image),
      };
    },

    /** A provider's feed; its services and cities named in `language` (decision 0059). */
    async feed(
      actor: Actor,
      providerId: number,
      query: z.output<typeof feedQuery>,
      language: Language = 'en',
    ): Promise<FeedPage> {
      if (actor.id !== providerId) throw forbidden('requests.errors.ownOnly');
      // No new leads while an invoice is long overdue (decision 0069): an empty feed that says so.
      if (await isOnLeadHold(db, clock(), actor.id)) {
        const { page, pageSize } = query;
        return { ...emptyFeed, page, pageSize, leadHold: true };
      }
      const afterId = decodeCursor(query.cursor, ['number'] as const)?.[0];
      const skip = afterId === undefined ? (query.page - 1) * query.pageSize : 0;
      const filter: feedRepo.FeedFilter = {
        now: clock(),
        serviceId: query.service_id,
        since: query.since
          ? new Date(clock().getTime() - FEED_SINCE_DAYS[query.since] * DAY_MS)
          : undefined,
        // A day of the provider's city: its requests are in that city (decision 0074).
        slotDay: query.day ? dayBounds(query.day, await providerTimeZone(db, actor.id)) : undefined,
      };
      const [rows, counted, week] = await Promise.all([
        feedRepo.feed(db, actor.id, { afterId, skip, take: query.pageSize + 1 }, filter, language),
        feedRepo.feedCount(db, actor.id, filter),
        // Read once for the page: each card is marked against it (decision 0078).
        providerWeek(db, actor.id, clock()),
      ]);
      const { items, nextCursor } = pageOf(
        rows,
        query.pageSize,
        (r) => [r.request_id],
        // The spec's `address` field holds the area: the street waits for an accepted offer.
        ({ city_en, ...r }) => ({
          ...withWhen(r),
          // Addresses are matched against the city's English name; the area falls back to the
          // city in the reader's language.
          address: areaOrCity(areaOf(r.address, city_en), city_en, r.city),
          city_name: r.city,
          request_date: r.request_date.toISOString(),
          image: imagePathOf(r),
          outside_hours: outsideHours(week, slotOf(r)),
        }),
      );
      return {
        requests: items,
        total: Math.min(counted, feedRepo.FEED_COUNT_CAP),
        totalCapped: counted > feedRepo.FEED_COUNT_CAP,
        nextCursor,
        page: query.page,
        pageSize: query.pageSize,
        leadHold: false,
      };
    },

    /**
     * Announces the requests whose photo did not come in time, and the direct requests whose
     * window closed to the other providers (the held-requests job).
     */
    async announceHeld(now = clock(), limit = 200): Promise<number> {
      return events.transaction(async (trx, record) => {
        const released = await repo.releaseAnnouncements(trx, { dueBy: now, limit });
        for (const r of released) await announce(trx, record, r);
        // Direct requests whose window closed join the other providers' feeds: they hear now.
        const opened = await repo.releaseDirectOpenings(trx, now, limit);
        for (const r of opened) if (r.status === 'pending') await announce(trx, record, r);
        return released.length + opened.length;
      });
    },

    /** The client's pending requests, newest first, a page at a time, named in `language`. */
    async pendingOfClient(clientId: number, query: CursorQuery, language: Language) {
      const afterId = decodeCursor(query.cursor, ['number'] as const)?.[0];
      const rows = await repo.pendingOfClient(db, clientId, afterId, query.limit + 1, language);
      return pageOf(
        rows,
        query.limit,
        (r) => [r.request_id],
        (r): PendingRequest => ({
          ...withWhen(r),
          request_date: r.request_date.toISOString(),
          image: imagePathOf(r),
        }),
      );
    },
  };
}

export type RequestsService = ReturnType<typeof createRequestsService>;
