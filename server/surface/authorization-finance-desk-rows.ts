import type { MatrixRow } from './authorization-matrix';

const ADMIN_ONLY = [401, 403, 403, 403, 403, 200] as const;

/**
 * The matrix rows of the admin's finance desks: the numbers (decision 0070) and the overdue
 * desk (decision 0069), each with its CSV export. The admin's only.
 */
export const FINANCE_DESK_ROWS: MatrixRow[] = [
  {
    op: 'GET /api/admin/numbers',
    url: () => '/api/admin/numbers?days=7',
    expect: ADMIN_ONLY,
  },
  {
    op: 'GET /api/admin/numbers.csv',
    url: () => '/api/admin/numbers.csv?days=90',
    expect: ADMIN_ONLY,
  },
  {
    op: 'GET /api/admin/overdue',
    url: () => '/api/admin/overdue?limit=5',
    expect: ADMIN_ONLY,
  },
  {
    op: 'GET /api/admin/overdue.csv',
    url: () => '/api/admin/overdue.csv',
    expect: ADMIN_ONLY,
  },
];
