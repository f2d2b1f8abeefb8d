import { appSettings } from '#contracts/app-settings-schema';
import type { AppInstance } from './app-types';
import type { Config } from './config';
import { publicAccess } from './lib/auth-guard';
import { registerAlertRoutes } from './modules/alerts/alerts.routes';
import { registerAgendaRoutes } from './modules/appointments/agenda.routes';
import { registerAppointmentRoutes } from './modules/appointments/appointments.routes';
import { registerRescheduleRoutes } from './modules/appointments/reschedules.routes';
import { registerAuditLogRoutes } from './modules/audit-log/audit-log.routes';
import { registerAdminTeamRoutes } from './modules/auth/admin-team.routes';
import { registerAuthRoutes } from './modules/auth/auth.routes';
import { registerBillingRoutes } from './modules/billing/billing.routes';
import { registerBlocksRoutes } from './modules/blocks/blocks.routes';
import { registerCalendarRoutes } from './modules/calendars/calendars.routes';
import { registerCatalogRoutes } from './modules/catalog/catalog.routes';
import { registerCatalogAdminRoutes } from './modules/catalog/catalog-admin.routes';
import { registerChatRoutes } from './modules/chat/chat.routes';
import { registerChatMediaRoutes } from './modules/chat-media/chat-media.routes';
import { registerDisputeRoutes } from './modules/disputes/disputes.routes';
import { registerEmailNotificationRoutes } from './modules/email-notifications/email-notifications.routes';
import { registerFavouritesRoutes } from './modules/favourites/favourites.routes';
import { registerIdCheckRoutes } from './modules/id-checks/id-checks.routes';
import { registerModerationRoutes } from './modules/moderation/moderation.routes';
import { registerNotificationRoutes } from './modules/notifications/notifications.routes';
import { registerNumbersRoutes } from './modules/numbers/numbers.routes';
import { registerOfferRoutes } from './modules/offers/offers.routes';
import { registerOrderRoutes } from './modules/orders/orders.routes';
import { registerOverdueRoutes } from './modules/overdue/overdue.routes';
import { registerPhoneRoutes } from './modules/phones/phones.routes';
import { registerPortfolioRoutes } from './modules/portfolio/portfolio.routes';
import { registerPriceGuideRoutes } from './modules/price-guides/price-guides.routes';
import { registerProviderRoutes } from './modules/providers/providers.routes';
import { registerPublicPageRoutes } from './modules/providers/public-page.routes';
import { registerWeekRoutes } from './modules/providers/week.routes';
import { registerLandingRoutes } from './modules/public-pages/landing.routes';
import { registerPushSubscriptionRoutes } from './modules/push-subscriptions/push-subscriptions.routes';
import { registerRequestRoutes } from './modules/requests/requests.routes';
import { registerSearchRoutes } from './modules/search/search.routes';
import { registerSitePageRoutes } from './modules/site-pages/site-pages.routes';
import { registerTextCostRoutes } from './modules/text-costs/text-costs.routes';
import { textWebhookRoutes } from './modules/text-webhooks/text-webhooks.routes';
import { registerUsersRoutes } from './modules/users/users.routes';
import type { Services } from './services';

/**
 * The modules' API routes, under /api (buildApp registers the health, readiness and docs
 * routes beside them): each module's routes with its services, the text providers' webhooks
 * and the app's settings.
 */
export async function registerModuleRoutes(api: AppInstance, services: Services, config: Config) {
  registerCatalogRoutes(api, services.catalog);
  registerAuthRoutes(api, services.auth);
  registerProviderRoutes(api, services.providers);
  registerPortfolioRoutes(api, services.portfolio);
  registerPublicPageRoutes(api, services.publicPages);
  registerWeekRoutes(api, services.week);
  registerAgendaRoutes(api, services.agenda);
  registerCatalogAdminRoutes(api, services.catalogAdmin);
  registerRequestRoutes(api, services.requests);
  registerChatRoutes(api, services.chat);
  registerChatMediaRoutes(api, services.chatMedia);
  registerOfferRoutes(api, services.offers);
  registerNotificationRoutes(api, services.notifications);
  registerEmailNotificationRoutes(api, services.emailNotifications);
  registerAlertRoutes(api, services.alerts);
  registerTextCostRoutes(api, services.textCosts);
  registerPushSubscriptionRoutes(api, services.push);
  registerOrderRoutes(api, services.orders);
  registerRescheduleRoutes(api, services.reschedules);
  registerAppointmentRoutes(api, services.appointments);
  registerCalendarRoutes(api, services.calendars);
  registerBillingRoutes(api, services.billing);
  registerDisputeRoutes(api, services.disputes);
  registerSitePageRoutes(api, services.sitePages);
  registerSearchRoutes(api, services.search);
  registerPriceGuideRoutes(api, services.priceGuides);
  registerLandingRoutes(api, services.publicSite);
  registerAuditLogRoutes(api, services.auditLog);
  registerModerationRoutes(api, services.moderation);
  registerBlocksRoutes(api, services.blocks);
  registerFavouritesRoutes(api, services.favourites);
  registerAdminTeamRoutes(api, services.adminTeam);
  registerUsersRoutes(api, services.users);
  registerNumbersRoutes(api, services.numbers);
  registerOverdueRoutes(api, services.overdue);
  registerPhoneRoutes(api, services.phones);
  registerIdCheckRoutes(api, services.idChecks);
  // The SMS and WhatsApp providers' webhooks: delivery reports, STOP and START (decision 0051).
  await api.register(
    textWebhookRoutes({
      textEvents: services.alerts.alerts.textEvents,
      publicUrl: config.publicUrl,
      ...config.texts.webhooks,
    }),
  );
  api.get('/settings', { ...publicAccess(), schema: { response: { 200: appSettings } } }, () => ({
    currency: config.currency,
    disputeWindowDays: config.disputeWindowDays,
    staleAdminDays: config.staleAdminDays,
  }));
}
