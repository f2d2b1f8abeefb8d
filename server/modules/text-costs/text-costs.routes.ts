import { textCosts } from '#contracts/alerts';
import type { AppInstance } from '../../app-types';
import { accessRules } from '../../lib/auth-guard';
import type { Authenticate } from '../auth/authenticator';
import type { TextCostLedger } from './text-costs.service';

export function registerTextCostRoutes(
  app: AppInstance,
  d: { authenticate: Authenticate; textCosts: TextCostLedger },
): void {
  const access = accessRules(d.authenticate);
  app.get(
    '/admin/text-costs',
    { ...access.admin(), schema: { response: { 200: textCosts } } },
    () => d.textCosts.thisMonth(),
  );
}
