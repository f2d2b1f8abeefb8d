import { LEAK_REPAIR } from '../test/marketplace';
import { multipart } from '../test/multipart';
import { type MatrixRow, unique } from './authorization-matrix';
import { png } from './authorization-world';

/**
 * The matrix rows of the catalog's administration: categories, services and cities, their words
 * and images, and the category requests providers send. The admin's only.
 */
export const CATALOG_ADMIN_ROWS: MatrixRow[] = [
  { op: 'GET /api/admin', url: () => '/api/admin', expect: [401, 403, 403, 403, 403, 200] },
  {
    op: 'GET /api/admin/category-requests',
    url: () => '/api/admin/category-requests?limit=5',
    expect: [401, 403, 403, 403, 403, 200],
  },
  {
    op: 'POST /api/approveReqCategories/:id',
    prepare: async (w) => ({ id: await w.categoryRequest() }),
    url: (_w, c) => `/api/approveReqCategories/${c.id}`,
    body: () => multipart({}, png('categoryImg')),
    expect: [401, 403, 403, 403, 403, 201],
  },
  {
    op: 'DELETE /api/removeReqCategories/:id',
    prepare: async (w) => ({ id: await w.categoryRequest() }),
    url: (_w, c) => `/api/removeReqCategories/${c.id}`,
    expect: [401, 403, 403, 403, 403, 200],
  },
  {
    op: 'GET /api/Allcategories',
    url: () => '/api/Allcategories',
    expect: [401, 403, 403, 403, 403, 200],
  },
  {
    op: 'GET /api/Allservices/:categoryId',
    url: () => '/api/Allservices/1',
    expect: [401, 403, 403, 403, 403, 200],
  },
  {
    op: 'PUT /api/updateCategoryStatus/:id',
    url: () => '/api/updateCategoryStatus/1',
    body: () => ({ status: 'active' }),
    expect: [401, 403, 403, 403, 403, 200],
  },
  {
    op: 'PUT /api/admin/categories/:id/words',
    url: () => '/api/admin/categories/1/words',
    body: () => ({
      description: 'Leaks, pipes, drains and water heaters fixed by licensed plumbers.',
      name_ur: 'پلمبنگ کی خدمات',
    }),
    expect: [401, 403, 403, 403, 403, 200],
  },
  {
    op: 'PUT /api/admin/services/:id/words',
    url: () => `/api/admin/services/${LEAK_REPAIR}/words`,
    body: () => ({
      description: 'Find and fix leaking taps, pipes and fittings before they cause damage.',
      name_ur: 'لیک کی مرمت',
    }),
    expect: [401, 403, 403, 403, 403, 200],
  },
  {
    op: 'GET /api/admin/cities',
    url: () => '/api/admin/cities',
    expect: [401, 403, 403, 403, 403, 200],
  },
  {
    op: 'POST /api/admin/cities',
    url: () => '/api/admin/cities',
    body: (_w, _c, actor) => ({ name: `City ${unique(actor)}` }),
    expect: [401, 403, 403, 403, 403, 201],
  },
  {
    op: 'PUT /api/admin/cities/:id',
    prepare: async (w) => ({ id: await w.newCity() }),
    url: (_w, c) => `/api/admin/cities/${c.id}`,
    body: (_w, _c, actor) => ({ name: `Renamed ${unique(actor)}`, name_ur: 'نیا شہر' }),
    expect: [401, 403, 403, 403, 403, 200],
  },
  {
    op: 'DELETE /api/admin/cities/:id',
    prepare: async (w) => ({ id: await w.newCity() }),
    url: (_w, c) => `/api/admin/cities/${c.id}`,
    expect: [401, 403, 403, 403, 403, 200],
  },
  {
    op: 'PUT /api/updateServiceStatus/:id',
    url: () => `/api/updateServiceStatus/${LEAK_REPAIR}`,
    body: () => ({ status: 'active' }),
    expect: [401, 403, 403, 403, 403, 200],
  },
  {
    op: 'POST /api/Addcategories',
    url: () => '/api/Addcategories',
    body: (_w, _c, actor) =>
      multipart({ name: `Cat ${unique(actor)}`, description: 'x' }, png('categoryImg')),
    expect: [401, 403, 403, 403, 403, 201],
  },
  {
    op: 'POST /api/AddService',
    url: () => '/api/AddService',
    body: (_w, _c, actor) =>
      multipart(
        { name: `Svc ${unique(actor)}`, description: 'x', category_id: 1 },
        png('serviceImg'),
      ),
    expect: [401, 403, 403, 403, 403, 201],
  },
];
