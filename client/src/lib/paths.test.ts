import { matchPath } from 'react-router';
import { describe, expect, test } from 'vitest';
import { pathPatterns, paths } from './paths';

describe('page paths', () => {
  test("keep the spec's spelling", () => {
    expect(paths.requests).toBe('/Requests');
    expect(paths.clientDashboard).toBe('/ClientDashBoard');
    expect(paths.viewProfile(7)).toBe('/ViewProfile/7');
    expect(paths.requestForm(3, 12)).toBe('/Categories/3/12/servicerequestform');
  });

  test('each helper fills its route pattern, ids encoded', () => {
    expect(matchPath(pathPatterns.viewProfile, paths.viewProfile(7))?.params).toEqual({
      sp_id: '7',
    });
    expect(matchPath(pathPatterns.category, paths.category(3))?.params).toEqual({
      categoryId: '3',
    });
    // An id with a slash stays one segment of the path.
    expect(paths.category('a/b')).toBe('/Categories/a%2Fb');
    expect(matchPath(pathPatterns.category, paths.category('a/b'))).not.toBeNull();
    expect(matchPath(pathPatterns.requestForm, paths.requestForm(3, 12))?.params).toEqual({
      categoryId: '3',
      serviceId: '12',
    });
  });
});
