import { z } from 'zod';
import {
  category,
  categoryIdParams,
  city,
  offeredService,
  service,
  serviceName,
  serviceNameQuery,
  servicesParams,
} from '../../../contracts/catalog';
import type { AppInstance } from '../../app-types';
import { publicAccess } from '../../lib/auth-guard';
import type { CatalogService } from './catalog.service';

export function registerCatalogRoutes(app: AppInstance, catalog: CatalogService): void {
  const open = publicAccess();
  app.get('/cities', { ...open, schema: { response: { 200: z.array(city) } } }, () =>
    catalog.cities(),
  );

  app.get('/categories', { ...open, schema: { response: { 200: z.array(category) } } }, () =>
    catalog.activeCategories(),
  );

  app.get(
    '/activeServices',
    { ...open, schema: { response: { 200: z.array(offeredService) } } },
    () => catalog.offerableServices(),
  );

  app.get(
    '/categories/:id',
    { ...open, schema: { params: categoryIdParams, response: { 200: category } } },
    (req) => catalog.activeCategory(req.params.id),
  );

  app.get(
    '/services/:categoryId',
    { ...open, schema: { params: servicesParams, response: { 200: z.array(service) } } },
    (req) => catalog.activeServices(req.params.categoryId),
  );

  app.get(
    '/getServiceName',
    { ...open, schema: { querystring: serviceNameQuery, response: { 200: serviceName } } },
    (req) => catalog.activeServiceName(req.query.service_id),
  );
}
