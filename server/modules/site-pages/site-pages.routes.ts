import { sitePage, sitePageParams, sitePageUpdate } from '#contracts/site-pages';
import type { AppInstance } from '../../app-types';
import { accessRules, actorOf } from '../../lib/auth-guard';
import type { Authenticate } from '../auth/authenticator';
import type { SitePagesService } from './site-pages.service';

type Deps = { authenticate: Authenticate; sitePages: SitePagesService };

export function registerSitePageRoutes(app: AppInstance, d: Deps): void {
  const access = accessRules(d.authenticate);

  app.get(
    '/pages/:slug',
    { ...access.public(), schema: { params: sitePageParams, response: { 200: sitePage } } },
    (req) => d.sitePages.page(req.params.slug),
  );

  app.put(
    '/admin/pages/:slug',
    {
      ...access.admin({ budget: 'admin' }),
      schema: { params: sitePageParams, body: sitePageUpdate, response: { 200: sitePage } },
    },
    (req) => d.sitePages.save(req.params.slug, req.body.body, actorOf(req)),
  );

  app.delete(
    '/admin/pages/:slug',
    {
      ...access.admin({ noBody: true, budget: 'admin' }),
      schema: { params: sitePageParams, response: { 200: sitePage } },
    },
    (req) => d.sitePages.reset(req.params.slug, actorOf(req)),
  );
}
