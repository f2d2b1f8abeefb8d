import { z } from 'zod';
import { text } from './common';

/** What an offer may say it includes (materials, parts, visits), in characters (decision 0086). */
export const OFFER_INCLUDED_MAX = 500;
/** An offer's estimated duration, in minutes: a quarter of an hour to 30 days. */
export const OFFER_DURATION_MIN = 15;
export const OFFER_DURATION_MAX = 30 * 24 * 60;

/**
 * What an offer or counter may add about its scope, both optional: trimmed text (an empty one
 * says nothing) and whole minutes. Spread into every request that makes an offer.
 */
export const offerScopeInput = {
  included: z
    .string()
    .trim()
    .max(OFFER_INCLUDED_MAX, 'errors.codes.offer.scope_too_long')
    .pipe(text(OFFER_INCLUDED_MAX))
    .transform((s) => (s === '' ? null : s))
    .nullish(),
  duration_minutes: z
    .number()
    .int()
    .min(OFFER_DURATION_MIN, 'errors.codes.offer.duration_out_of_range')
    .max(OFFER_DURATION_MAX, 'errors.codes.offer.duration_out_of_range')
    .nullish(),
};

/** What an offer includes as reads carry it; null when it says neither. */
export const offerScope = z
  .object({ included: z.string().nullable(), duration_minutes: z.number().int().nullable() })
  .nullable();
export type OfferScope = NonNullable<z.infer<typeof offerScope>>;

/** What a counter (an offer that replaced another) changed against the offer it replaced. */
export const offerChange = z.enum(['price', 'slot', 'included', 'duration']);
export type OfferChange = z.infer<typeof offerChange>;
/** Null for an offer that replaced none. */
export const offerChanges = z.array(offerChange).nullable();

/** The stored terms of an offer that a counter is compared on. */
export type OfferTerms = {
  price_minor: number | null;
  slot_start: Date | string | null;
  slot_end: Date | string | null;
  included: string | null;
  duration_minutes: number | null;
};

/** The scope a read carries, from the stored columns. */
export const scopeOf = (o: Pick<OfferTerms, 'included' | 'duration_minutes'>): OfferScope | null =>
  o.included === null && o.duration_minutes === null
    ? null
    : { included: o.included, duration_minutes: o.duration_minutes };

const instant = (d: Date | string | null) => (d === null ? null : new Date(d).getTime());

/** What `offer` changed against `replaced`, in a fixed order: price, slot, included, duration. */
export function changesFrom(replaced: OfferTerms, offer: OfferTerms): OfferChange[] {
  const changes: OfferChange[] = [];
  if (Number(replaced.price_minor) !== Number(offer.price_minor)) changes.push('price');
  if (
    instant(replaced.slot_start) !== instant(offer.slot_start) ||
    instant(replaced.slot_end) !== instant(offer.slot_end)
  )
    changes.push('slot');
  if (replaced.included !== offer.included) changes.push('included');
  if (replaced.duration_minutes !== offer.duration_minutes) changes.push('duration');
  return changes;
}

/** The stored terms of the offer a row replaced, read beside it (`prev_*` columns). */
export type ReplacedTerms = {
  prev_price_minor: number | null;
  prev_slot_start: Date | null;
  prev_slot_end: Date | null;
  prev_included: string | null;
  prev_duration_minutes: number | null;
};

/**
 * A read's `scope` and `changed` from an offer's row: what it changed is computed against the
 * offer it replaced (null when it replaced none).
 */
export function scopeRead(row: OfferTerms & ReplacedTerms) {
  return {
    scope: scopeOf(row),
    changed:
      row.prev_price_minor === null
        ? null
        : changesFrom(
            {
              price_minor: row.prev_price_minor,
              slot_start: row.prev_slot_start,
              slot_end: row.prev_slot_end,
              included: row.prev_included,
              duration_minutes: row.prev_duration_minutes,
            },
            row,
          ),
  };
}
