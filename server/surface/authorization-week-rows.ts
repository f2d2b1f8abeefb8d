import type { MatrixRow } from './authorization-matrix';

const PROVIDERS_OWN = [401, 403, 403, 200, 200, 403] as const;
const USERS_OWN = [401, 200, 200, 200, 200, 403] as const;
const WEEK = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
  weekday,
  opens_minute: 540,
  closes_minute: 1020,
}));

/**
 * The matrix rows of the provider's week and the agendas (decision 0078): a provider reads and
 * replaces only its own hours and days off (no path id: the token says whose); a client or a
 * provider reads only its own agenda.
 */
export const WEEK_ROWS: MatrixRow[] = [
  {
    op: 'GET /api/service-provider/hours',
    url: () => '/api/service-provider/hours',
    expect: PROVIDERS_OWN,
  },
  {
    op: 'PUT /api/service-provider/hours',
    url: () => '/api/service-provider/hours',
    body: () => ({ hours: WEEK }),
    expect: PROVIDERS_OWN,
  },
  {
    op: 'GET /api/service-provider/days-off',
    url: () => '/api/service-provider/days-off',
    expect: PROVIDERS_OWN,
  },
  {
    op: 'PUT /api/service-provider/days-off',
    url: () => '/api/service-provider/days-off',
    body: () => ({ days: [] }),
    expect: PROVIDERS_OWN,
  },
  { op: 'GET /api/agenda', url: () => '/api/agenda?from=2026-12-01&days=7', expect: USERS_OWN },
];
