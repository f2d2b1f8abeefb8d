import type { MatrixRow } from './authorization-matrix';

const CLIENTS_ONLY = [401, 200, 200, 403, 403, 403] as const;

/**
 * The matrix rows of favourites (decision 0081): clients save, unsave and list their own
 * saved providers (each answers for its own list); providers and the admin are refused.
 */
export const FAVOURITE_ROWS: MatrixRow[] = [
  { op: 'GET /api/favourites', url: () => '/api/favourites?limit=5', expect: CLIENTS_ONLY },
  {
    op: 'GET /api/favourites/:spId',
    url: (w) => `/api/favourites/${w.provider.id}`,
    expect: CLIENTS_ONLY,
  },
  {
    op: 'POST /api/favourites',
    url: () => '/api/favourites',
    body: (w) => ({ sp_id: w.provider.id }),
    expect: CLIENTS_ONLY,
  },
  {
    op: 'DELETE /api/favourites/:spId',
    url: (w) => `/api/favourites/${w.otherProvider.id}`,
    expect: CLIENTS_ONLY,
  },
];
