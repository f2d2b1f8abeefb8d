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
import type { CatalogService } from './catalog.service';

export function registerCatalogRoutes(app: AppInstance, catalog: CatalogService): void {
  app.get('/cities', { schema: { response: { 200: z.array(city) } } }, () => catalog.cities());

  app.get('/categories', { schema: { response: { 200: z.array(category) } } }, () =>
    catalog.activeCategories(),
  );

  app.get('/activeServices', { schema: { response: { 200: z.array(offeredService) } } }, () =>
    catalog.offerableServices(),
  );

  app.get(
    '/categories/:id',
    { schema: { params: categoryIdParams, response: { 200: category } } },
    (req) => catalog.activeCategory(req.params.id),
  );

  app.get(
    '/services/:categoryId',
    { schema: { params: servicesParams, response: { 200: z.array(service) } } },
    (req) => catalog.activeServices(req.params.categoryId),
  );

  app.get(
    '/getServiceName',
    { schema: { querystring: serviceNameQuery, response: { 200: serviceName } } },
    (req) => catalog.activeServiceName(req.query.service_id),
  );
}
