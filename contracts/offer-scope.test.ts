import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { changesFrom, type OfferTerms, offerScopeInput, scopeRead } from './offer-scope';

const terms: OfferTerms = {
  price_minor: 300_000,
  slot_start: new Date('2026-12-01T10:00:00Z'),
  slot_end: new Date('2026-12-01T12:00:00Z'),
  included: 'Two visits, parts included',
  duration_minutes: 120,
};

describe('changesFrom', () => {
  it('finds nothing changed between equal terms, whatever form the instants come in', () => {
    const same = { ...terms, slot_start: '2026-12-01T10:00:00.000Z', slot_end: terms.slot_end };
    expect(changesFrom(terms, same)).toEqual([]);
  });

  it('names each changed term in order: price, slot, included, duration', () => {
    const other: OfferTerms = {
      price_minor: 250_000,
      slot_start: null,
      slot_end: null,
      included: null,
      duration_minutes: 90,
    };
    expect(changesFrom(terms, other)).toEqual(['price', 'slot', 'included', 'duration']);
    expect(changesFrom(terms, { ...terms, duration_minutes: 60 })).toEqual(['duration']);
    expect(changesFrom(terms, { ...terms, price_minor: 1 })).toEqual(['price']);
  });
});

describe('scopeRead', () => {
  const none = {
    prev_price_minor: null,
    prev_slot_start: null,
    prev_slot_end: null,
    prev_included: null,
    prev_duration_minutes: null,
  };

  it('reads no scope and no changes for an offer that says none and replaced none', () => {
    expect(scopeRead({ ...terms, included: null, duration_minutes: null, ...none })).toEqual({
      scope: null,
      changed: null,
    });
  });

  it('reads what a counter changed against the offer it replaced', () => {
    const prev = {
      prev_price_minor: 300_000,
      prev_slot_start: terms.slot_start as Date,
      prev_slot_end: terms.slot_end as Date,
      prev_included: terms.included,
      prev_duration_minutes: 240,
    };
    expect(scopeRead({ ...terms, price_minor: 280_000, ...prev })).toEqual({
      scope: { included: terms.included, duration_minutes: 120 },
      changed: ['price', 'duration'],
    });
  });
});

describe('offerScopeInput', () => {
  const input = z.object(offerScopeInput);

  it('trims what is included and reads an empty one as none', () => {
    expect(input.parse({ included: '  tiles  ' })).toEqual({ included: 'tiles' });
    expect(input.parse({ included: '   ' })).toEqual({ included: null });
    expect(input.parse({})).toEqual({});
  });

  it('refuses over 500 characters and durations outside 15 minutes to 30 days by their keys', () => {
    const message = (value: unknown) =>
      input.safeParse(value).error?.issues[0]?.message ?? 'accepted';
    expect(message({ included: 'x'.repeat(501) })).toBe('errors.codes.offer.scope_too_long');
    expect(message({ included: ` ${'x'.repeat(500)} ` })).toBe('accepted');
    expect(message({ duration_minutes: 14 })).toBe('errors.codes.offer.duration_out_of_range');
    expect(message({ duration_minutes: 43_201 })).toBe('errors.codes.offer.duration_out_of_range');
    expect(message({ duration_minutes: 43_200 })).toBe('accepted');
  });
});
