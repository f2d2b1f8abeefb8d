import { describe, expect, test } from 'vitest';
import { changedFilters } from './directory-filters';

const services = [
  { service_id: 19, category_id: 4 },
  { service_id: 3, category_id: 1 },
];

describe('changedFilters', () => {
  test('a choice keeps the other filters of the latest address', () => {
    const latest = { city: '4', category: undefined, service: undefined, sort: 'rating' as const };
    expect(changedFilters(latest, { category: '4' }, services)).toEqual({
      city: '4',
      category: '4',
      service: undefined,
      sort: 'rating',
    });
  });

  test('a new category drops a chosen service of another category, and keeps one of its own', () => {
    const latest = { city: undefined, category: '1', service: '3', sort: 'jobs' as const };
    expect(changedFilters(latest, { category: '4' }, services).service).toBeUndefined();
    const own = { ...latest, category: undefined, service: '19' };
    expect(changedFilters(own, { category: '4' }, services).service).toBe('19');
  });

  test('any category keeps the chosen service', () => {
    const latest = { city: undefined, category: '1', service: '3', sort: 'rating' as const };
    expect(changedFilters(latest, { category: undefined }, services).service).toBe('3');
  });
});
