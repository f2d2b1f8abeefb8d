import { post } from '../test/factories';
import type { MatrixRow } from './authorization-matrix';

const PUBLIC_OK = [200, 200, 200, 200, 200, 200] as const;
const ADMIN_ONLY = [401, 403, 403, 403, 403, 200] as const;
const word = () => `matrix${Math.random().toString(36).slice(2, 8)}`;

/**
 * The matrix rows of search (decision 0082): anyone searches what public pages show; the
 * admin alone reads and edits the synonyms.
 */
export const SEARCH_ROWS: MatrixRow[] = [
  { op: 'GET /api/search', url: () => '/api/search?q=plumbr', expect: PUBLIC_OK },
  {
    op: 'GET /api/admin/search-synonyms',
    url: () => '/api/admin/search-synonyms',
    expect: ADMIN_ONLY,
  },
  {
    op: 'POST /api/admin/search-synonyms',
    url: () => '/api/admin/search-synonyms',
    body: () => ({ term: word(), expansion: 'leak repair' }),
    expect: ADMIN_ONLY,
  },
  {
    op: 'DELETE /api/admin/search-synonyms/:synonymId',
    prepare: async (w) => {
      const body = { term: word(), expansion: 'leak repair' };
      const res = await post(w.t, '/api/admin/search-synonyms', body, w.admin);
      if (res.statusCode !== 200) throw new Error(`synonym failed: ${res.body}`);
      return { id: res.json().synonym_id as number };
    },
    url: (_w, c) => `/api/admin/search-synonyms/${c.id}`,
    expect: ADMIN_ONLY,
  },
];
