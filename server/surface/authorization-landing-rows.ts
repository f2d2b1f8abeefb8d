import type { MatrixRow } from './authorization-matrix';

const PUBLIC_OK = [200, 200, 200, 200, 200, 200] as const;

/** The landing pages' reads (decision 0094): anyone, signed in or not. */
export const LANDING_ROWS: MatrixRow[] = [
  { op: 'GET /api/public/services', url: () => '/api/public/services', expect: PUBLIC_OK },
  {
    op: 'GET /api/public/services/:service',
    url: () => '/api/public/services/1-leak-repair',
    expect: PUBLIC_OK,
  },
  {
    op: 'GET /api/public/services/:service/:city',
    url: () => '/api/public/services/1-leak-repair/2-lahore',
    expect: PUBLIC_OK,
  },
];
