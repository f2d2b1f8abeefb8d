import type { MatrixRow } from './authorization-matrix';

const PUBLIC_OK = [200, 200, 200, 200, 200, 200] as const;

/**
 * The matrix rows of the provider's public page (decision 0065): anyone, signed in or not,
 * reads a listed provider's page and reviews.
 */
export const PUBLIC_PAGE_ROWS: MatrixRow[] = [
  {
    op: 'GET /api/public/providers/:spId',
    url: (w) => `/api/public/providers/${w.provider.id}`,
    expect: PUBLIC_OK,
  },
  {
    op: 'GET /api/public/providers/:spId/reviews',
    url: (w) => `/api/public/providers/${w.provider.id}/reviews?limit=5`,
    expect: PUBLIC_OK,
  },
];
