import type { Kysely } from 'kysely';
import type { CursorQuery } from '#contracts/common';
import { fullName } from '#contracts/people';
import {
  type PublicProviderPage,
  type PublicReviewPage,
  RESPONSE_TIME_DAYS,
  RESPONSE_TIME_MIN_SAMPLES,
} from '#contracts/public-providers';
import { LATE_CANCEL_RECORD_DAYS } from '#contracts/reschedules';
import type { Language } from '#locales/languages';
import type { Database } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { decodeCursor, pageOf } from '../../lib/cursor';
import { notFound } from '../../lib/errors';
import { badgesFor } from '../badges/badges';
import { isListed } from './directory.repo';
import { publicPhotoPath } from './directory.service';
import { reviewsOf } from './providers.repo';
import * as repo from './public-page.repo';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A reviewer as the public reads it: the first word of the name and the initial of the last
 * ("Ayesha K."); a one-word name stays whole.
 */
export function reviewerName(name: string): string {
  const words = name.trim().split(/\s+/u).filter(Boolean);
  const [first, ...rest] = words;
  const last = rest.at(-1);
  if (!first) return '';
  return last ? `${first} ${[...last][0]}.` : first;
}

/**
 * The public provider page (issue 28 item 1, decision 0065): anyone reads a listed provider's
 * profile, services, badges, track record and reviews. A provider the directory does not list
 * (the directory's one rule, `isListed`) answers 404 like an unknown one.
 */
export function createPublicPageService(db: Kysely<Database>, clock: Clock) {
  async function listed(spId: number) {
    if (!(await isListed(db, spId))) throw notFound('providers.errors.notFound');
  }

  /** The badges module's rule (decision 0066): the same badges the directory's cards show. */
  async function badgesOf(spId: number, now: Date) {
    return (await badgesFor(db, [spId], { now })).get(spId) ?? [];
  }

  return {
    async page(spId: number, language: Language): Promise<PublicProviderPage> {
      await listed(spId);
      const now = clock();
      const since = new Date(now.getTime() - RESPONSE_TIME_DAYS * DAY_MS);
      const lateSince = new Date(now.getTime() - LATE_CANCEL_RECORD_DAYS * DAY_MS);
      const [row, services, badges, response, late] = await Promise.all([
        repo.pageRow(db, spId, language),
        repo.servicesNow(db, spId, language),
        badgesOf(spId, now),
        repo.responseTime(db, spId, since),
        repo.lateCancellations(db, spId, lateSince),
      ]);
      if (!row) throw notFound('providers.errors.notFound');
      return {
        sp_id: row.sp_id,
        fullname: fullName(row.first_name, row.last_name),
        city: row.city,
        city_id: row.city_id,
        photo: row.profile_image ? publicPhotoPath(row.sp_id, row.profile_image) : null,
        averageRating: row.rating_count > 0 ? row.rating_tenths / 10 : null,
        reviewCount: row.rating_count,
        completedJobs: row.completed_jobs,
        lateCancellations: late,
        memberSince: row.created_at.toISOString().slice(0, 10),
        services,
        badges,
        responseTime:
          response.medianSeconds !== null && response.samples >= RESPONSE_TIME_MIN_SAMPLES
            ? { medianMinutes: Math.round(response.medianSeconds / 60), samples: response.samples }
            : null,
      };
    },

    /** The provider's reviews with its replies, newest first, a page at a time. */
    async reviews(spId: number, query: CursorQuery, language: Language): Promise<PublicReviewPage> {
      await listed(spId);
      const afterId = decodeCursor(query.cursor, ['number'] as const)?.[0];
      const rows = await reviewsOf(db, spId, afterId, query.limit + 1, language);
      return pageOf(
        rows,
        query.limit,
        (r) => [r.request_id],
        (r) => ({
          request_id: r.request_id,
          reviewer: reviewerName(r.client_name),
          service_name: r.service_name,
          rating: r.rating,
          review: r.review,
          review_date: r.review_date.toISOString(),
          reply: r.reply,
          reply_date: r.reply_date ? r.reply_date.toISOString() : null,
        }),
      );
    },
  };
}

export type PublicPageService = ReturnType<typeof createPublicPageService>;
