import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { type AppSettings, DISPUTE_WINDOW_DAYS, STALE_ADMIN_DAYS } from '#contracts/app-settings';
import { DEFAULT_CURRENCY, formatMoney } from '#contracts/money-format';
import { intlLocaleOf, isLanguage } from '#locales/languages';
import { apiGet } from './api-client';
import { drawnText } from './drawn-texts';

const settingsKey = ['settings'] as const;

const DEFAULTS: AppSettings = {
  currency: DEFAULT_CURRENCY,
  disputeWindowDays: DISPUTE_WINDOW_DAYS,
  staleAdminDays: STALE_ADMIN_DAYS,
};

/**
 * GET /settings, asked once per visit. A public page that shows money reads it on the server
 * (client/src/app/public-data/), so taking the page over does not fetch it and draw again.
 */
export const appSettingsQuery = queryOptions({
  queryKey: settingsKey,
  queryFn: () =>
    apiGet(
      '/settings',
      () => import('#contracts/app-settings-schema').then((m) => m.appSettings),
      'none',
    ),
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: Number.POSITIVE_INFINITY,
});

/** The server's settings (appSettingsQuery); the defaults meanwhile. */
export function useAppSettings(): AppSettings {
  return useQuery(appSettingsQuery).data ?? DEFAULTS;
}

/** The product's display currency, e.g. 'PKR'. */
export function useCurrency(): string {
  return useAppSettings().currency;
}

/** A formatter for amounts in major units in the product's currency: 1500 -> 'Rs 1,500.00'. */
export function useMoney(): (amount: number) => string {
  const currency = useCurrency();
  const { i18n } = useTranslation();
  const locale = intlLocaleOf(isLanguage(i18n.language) ? i18n.language : 'en');
  return useCallback(
    (amount: number) =>
      drawnText(`money ${currency}`, locale, amount, () => formatMoney(amount, currency, locale)),
    [currency, locale],
  );
}
