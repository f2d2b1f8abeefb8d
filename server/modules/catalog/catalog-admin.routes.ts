import { z } from 'zod';
import {
  categoryIdParams,
  categoryRequest,
  categoryRequestPage,
  createdResponse,
  idParams,
  newCategoryFields,
  newServiceFields,
  SPEC_CATEGORY_REQUESTS_PAGE,
  statusRequest,
} from '#contracts/admin';
import { messageResponse } from '#contracts/auth';
import {
  adminCategory,
  adminCity,
  adminService,
  catalogWordsRequest,
  cityRequest,
} from '#contracts/catalog';
import { cursorQuery } from '#contracts/common';
import { categoryRequestBody, MAX_IMAGE_BYTES } from '#contracts/providers';
import type { AppInstance } from '../../app-types';
import { accessRules, actorOf } from '../../lib/auth-guard';
import { parseFields, readMultipart } from '../../lib/multipart';
import { readerLanguage } from '../../lib/reader-language';
import type { Authenticate } from '../auth/authenticator';
import type { CatalogAdminService } from './catalog-admin.service';
import type { CategoryRequestsService } from './category-requests.service';

type Deps = {
  authenticate: Authenticate;
  catalogAdmin: CatalogAdminService;
  categoryRequests: CategoryRequestsService;
};

/**
 * A catalog icon: PNG, JPEG or WebP by its bytes. It is kept under the spec's `<slug>.png`
 * name and served with the type its bytes say (server/web.ts).
 */
const iconUpload = (fileField: string) => ({
  fileField,
  allowed: ['png' as const, 'jpeg' as const, 'webp' as const],
  maxBytes: MAX_IMAGE_BYTES,
});

/** Category requests from providers, and the admin's catalog tools. Every admin route needs the admin token. */
export function registerCatalogAdminRoutes(app: AppInstance, d: Deps): void {
  const access = accessRules(d.authenticate);
  const admin = access.admin();

  app.post(
    '/Add-Category',
    {
      ...access.providers({ budget: 'category-requests' }),
      schema: { body: categoryRequestBody, response: { 201: messageResponse } },
    },
    async (req, reply) =>
      reply.status(201).send(await d.categoryRequests.submit(actorOf(req).id, req.body)),
  );

  app.get(
    '/admin',
    { ...admin, schema: { response: { 200: z.array(categoryRequest) } } },
    async () => (await d.categoryRequests.list({ limit: SPEC_CATEGORY_REQUESTS_PAGE })).items,
  );

  app.get(
    '/admin/category-requests',
    { ...admin, schema: { querystring: cursorQuery, response: { 200: categoryRequestPage } } },
    (req) => d.categoryRequests.list(req.query),
  );

  app.post(
    '/approveReqCategories/:id',
    {
      ...access.admin({ multipart: true, budget: 'admin' }),
      schema: { params: idParams, response: { 201: createdResponse } },
    },
    async (req, reply) => {
      const image = req.isMultipart()
        ? (await readMultipart(req, iconUpload('categoryImg'))).file
        : undefined;
      return reply
        .status(201)
        .send(await d.categoryRequests.approve(req.params.id, image, actorOf(req)));
    },
  );

  app.delete(
    '/removeReqCategories/:id',
    {
      ...access.admin({ budget: 'admin' }),
      schema: { params: idParams, response: { 200: messageResponse } },
    },
    (req) => d.categoryRequests.reject(req.params.id, actorOf(req)),
  );

  app.get(
    '/Allcategories',
    { ...admin, schema: { response: { 200: z.array(adminCategory) } } },
    (req) => d.catalogAdmin.allCategories(readerLanguage(req)),
  );

  app.get(
    '/Allservices/:categoryId',
    { ...admin, schema: { params: categoryIdParams, response: { 200: z.array(adminService) } } },
    (req) => d.catalogAdmin.allServices(req.params.categoryId, readerLanguage(req)),
  );

  app.put(
    '/admin/categories/:id/words',
    {
      ...access.admin({ budget: 'admin' }),
      schema: { params: idParams, body: catalogWordsRequest, response: { 200: adminCategory } },
    },
    (req) =>
      d.catalogAdmin.setCategoryWords(req.params.id, req.body, readerLanguage(req), actorOf(req)),
  );

  app.put(
    '/admin/services/:id/words',
    {
      ...access.admin({ budget: 'admin' }),
      schema: { params: idParams, body: catalogWordsRequest, response: { 200: adminService } },
    },
    (req) =>
      d.catalogAdmin.setServiceWords(req.params.id, req.body, readerLanguage(req), actorOf(req)),
  );

  app.get('/admin/cities', { ...admin, schema: { response: { 200: z.array(adminCity) } } }, (req) =>
    d.catalogAdmin.allCities(readerLanguage(req)),
  );

  app.post(
    '/admin/cities',
    {
      ...access.admin({ budget: 'admin' }),
      schema: { body: cityRequest, response: { 201: adminCity } },
    },
    async (req, reply) =>
      reply
        .status(201)
        .send(await d.catalogAdmin.addCity(req.body, readerLanguage(req), actorOf(req))),
  );

  app.put(
    '/admin/cities/:id',
    {
      ...access.admin({ budget: 'admin' }),
      schema: { params: idParams, body: cityRequest, response: { 200: adminCity } },
    },
    (req) =>
      d.catalogAdmin.setCityNames(req.params.id, req.body, readerLanguage(req), actorOf(req)),
  );

  app.delete(
    '/admin/cities/:id',
    {
      ...access.admin({ budget: 'admin' }),
      schema: { params: idParams, response: { 200: messageResponse } },
    },
    (req) => d.catalogAdmin.removeCity(req.params.id, readerLanguage(req), actorOf(req)),
  );

  app.put(
    '/updateCategoryStatus/:id',
    {
      ...access.admin({ budget: 'admin' }),
      schema: { params: idParams, body: statusRequest, response: { 200: adminCategory } },
    },
    (req) =>
      d.catalogAdmin.setCategoryStatus(
        req.params.id,
        req.body.status,
        readerLanguage(req),
        actorOf(req),
      ),
  );

  app.put(
    '/updateServiceStatus/:id',
    {
      ...access.admin({ budget: 'admin' }),
      schema: { params: idParams, body: statusRequest, response: { 200: adminService } },
    },
    (req) =>
      d.catalogAdmin.setServiceStatus(
        req.params.id,
        req.body.status,
        readerLanguage(req),
        actorOf(req),
      ),
  );

  app.post(
    '/Addcategories',
    {
      ...access.admin({ multipart: true, budget: 'admin' }),
      schema: { response: { 201: createdResponse } },
    },
    async (req, reply) => {
      const { fields, file } = await readMultipart(req, iconUpload('categoryImg'));
      return reply
        .status(201)
        .send(
          await d.catalogAdmin.addCategory(
            parseFields(newCategoryFields, fields),
            file,
            actorOf(req),
          ),
        );
    },
  );

  app.post(
    '/AddService',
    {
      ...access.admin({ multipart: true, budget: 'admin' }),
      schema: { response: { 201: createdResponse } },
    },
    async (req, reply) => {
      const { fields, file } = await readMultipart(req, iconUpload('serviceImg'));
      return reply
        .status(201)
        .send(
          await d.catalogAdmin.addService(
            parseFields(newServiceFields, fields),
            file,
            actorOf(req),
          ),
        );
    },
  );
}
