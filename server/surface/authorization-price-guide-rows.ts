import type { MatrixRow } from './authorization-matrix';

/** Price guides (decision 0083) are ranges over many orders, public as provider pages are. */
export const PRICE_GUIDE_ROWS: MatrixRow[] = [
  {
    op: 'GET /api/price-guides',
    url: () => '/api/price-guides?city_id=2&service_ids=1,3',
    expect: [200, 200, 200, 200, 200, 200],
  },
];
